import type { PreviewToolbarProps } from '../../render/preview-store.ts';
import { editorActions } from './editor-actions.ts';

/**
 * The page-level editor buttons (spec §2 "Preview mode"): Edit Header and Edit Footer send
 * `editLayout`, Edit Page sends `editPage` with the page's key and meta. Fixed to the top corner
 * of the page, in the editor's own colours.
 */
export function EditorToolbar({ pageKey, page }: PreviewToolbarProps) {
  return (
    <aside className="sf-editor-toolbar" aria-label="Editor">
      <button
        type="button"
        className="sf-editor-button"
        onClick={() => editorActions().editLayout({ area: 'header' })}
      >
        Edit Header
      </button>
      <button
        type="button"
        className="sf-editor-button"
        onClick={() => editorActions().editLayout({ area: 'footer' })}
      >
        Edit Footer
      </button>
      <button
        type="button"
        className="sf-editor-button"
        onClick={() => editorActions().editPage({ pageKey, page })}
      >
        Edit Page
      </button>
    </aside>
  );
}
