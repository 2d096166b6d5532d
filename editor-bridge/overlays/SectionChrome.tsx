import type { SectionChromeProps } from '../../runtime/render/render-mode.tsx';
import { editorActions } from './editor-actions.ts';

/**
 * The preview wrapper of every section (RenderModeProvider's `SectionChrome`): hover or keyboard
 * focus outlines the section and shows its title with an Edit button, inside the element that
 * carries `data-section-id`. Edit reports the section with `editItem`.
 */
export function SectionChrome({ id, sectionKey, title, index, children }: SectionChromeProps) {
  return (
    <div className="sf-editor-section">
      <div className="sf-editor-section__bar">
        <span aria-hidden="true">{title}</span>
        <button
          type="button"
          className="sf-editor-button"
          onClick={() => editorActions().editItem({ id, key: sectionKey, index })}
        >
          Edit <span className="sf-editor-sr">section {title}</span>
        </button>
      </div>
      {children}
    </div>
  );
}
