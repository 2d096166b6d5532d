import { useId } from 'react';
import { changePageMeta, currentDraft, useEditorStore } from '../state/editor-store.ts';

/** The page's title and search engine meta (`editPage`); saved with the page. */
export function PageSettings() {
  const page = useEditorStore((state) => currentDraft(state)?.doc.page);
  const id = useId();
  if (!page) return <p className="empty">This page has no settings of its own.</p>;
  return (
    <form className="page-settings" onSubmit={(event) => event.preventDefault()}>
      <h2>Page settings</h2>
      <label htmlFor={`${id}-title`}>Title</label>
      <input
        id={`${id}-title`}
        value={page.title}
        required
        onChange={(event) => changePageMeta('title', event.target.value)}
      />
      <label htmlFor={`${id}-meta-title`}>Meta title</label>
      <input
        id={`${id}-meta-title`}
        value={page.meta_title ?? ''}
        aria-describedby={`${id}-meta-title-help`}
        onChange={(event) => changePageMeta('meta_title', event.target.value)}
      />
      <p id={`${id}-meta-title-help`} className="help">
        Shown in search results and the browser tab; the title is used when empty.
      </p>
      <label htmlFor={`${id}-meta-description`}>Meta description</label>
      <textarea
        id={`${id}-meta-description`}
        rows={4}
        value={page.meta_description ?? ''}
        onChange={(event) => changePageMeta('meta_description', event.target.value)}
      />
    </form>
  );
}
