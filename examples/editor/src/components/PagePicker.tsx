import { useEffect } from 'react';
import { withDraftPreview } from '../../../../editor-bridge/draft-preview.ts';
import { sendToStorefront } from '../bridge/use-storefront.ts';
import { PAGES } from '../config.ts';
import { refreshPages } from '../page-list.ts';
import { useEditorStore } from '../state/editor-store.ts';

/**
 * Opens a page in the preview (`navigatePage`): one of each kind of page the shop has, and every
 * content page of the store (drafts too: the editor shows their draft), once the token is known.
 */
export function PagePicker({ token }: { token: string }) {
  const path = useEditorStore((state) => state.location?.path);
  const connected = useEditorStore((state) => state.connection === 'connected');
  const pages = useEditorStore((state) => state.pages);

  useEffect(() => {
    void refreshPages(token);
  }, [token]);

  const fixed = new Set(PAGES.map((page) => page.path));
  const content = pages
    .filter((page) => page.page_type === 'page' && page.path !== null && !fixed.has(page.path))
    .map((page) => ({
      label: `${page.title} (${page.published ? 'content page' : 'draft, not published'})`,
      // shoppers cannot see it yet: the storefront's frame for its draft
      path: page.published ? (page.path ?? '') : withDraftPreview(page.path ?? '/'),
    }));
  const options = [...PAGES, ...content];
  // a page published since it was opened in its draft frame is still the same page
  const shown = options.find((page) => page.path === path || withDraftPreview(page.path) === path);
  const value = shown?.path ?? '';
  return (
    <div className="field field--inline">
      <label htmlFor="page-picker">Page</label>
      <select
        id="page-picker"
        value={value}
        disabled={!connected}
        onChange={(event) => {
          if (event.target.value) sendToStorefront('navigatePage', { path: event.target.value });
        }}
      >
        {value === '' && <option value="">Another page</option>}
        {options.map((page) => (
          <option key={page.path} value={page.path}>
            {page.label}
          </option>
        ))}
      </select>
    </div>
  );
}
