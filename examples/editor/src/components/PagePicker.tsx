import { sendToStorefront } from '../bridge/use-storefront.ts';
import { PAGES } from '../config.ts';
import { useEditorStore } from '../state/editor-store.ts';

/** Opens one of the store's kinds of page in the preview (`navigatePage`). */
export function PagePicker() {
  const path = useEditorStore((state) => state.location?.path);
  const connected = useEditorStore((state) => state.connection === 'connected');
  const value = PAGES.some((page) => page.path === path) ? (path ?? '') : '';
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
        {PAGES.map((page) => (
          <option key={page.path} value={page.path}>
            {page.label}
          </option>
        ))}
      </select>
    </div>
  );
}
