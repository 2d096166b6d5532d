import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import type { SectionChromeProps } from '../../render/render-mode.tsx';
import { editorActions } from './editor-actions.ts';

const BAR_CLASS = 'sf-editor-section__bar';

/** Whether the section inside `chrome` put nothing on the page: no element and no text. */
function rendersNothing(chrome: Element): boolean {
  for (const node of chrome.childNodes) {
    if (node instanceof Element) {
      if (!node.classList.contains(BAR_CLASS)) return false;
    } else if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) {
      return false;
    }
  }
  return true;
}

/**
 * Whether the section in `chrome` renders nothing, kept up to date as the editor's changes make
 * it render something (a notice given a message) or nothing again.
 */
function useRendersNothing(chrome: RefObject<HTMLDivElement | null>): boolean {
  const [empty, setEmpty] = useState(false);
  useLayoutEffect(() => {
    const element = chrome.current;
    if (!element) return;
    const update = () => setEmpty(rendersNothing(element));
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, { childList: true });
    return () => observer.disconnect();
  }, [chrome]);
  return empty;
}

/**
 * The preview wrapper of every section (RenderModeProvider's `SectionChrome`): hover or keyboard
 * focus outlines the section and shows its title with an Edit button, inside the element that
 * carries `data-section-id`. Edit reports the section with `editItem`. A section that renders
 * nothing (a store notice without a message) would leave nothing to point at, so it shows a slim
 * placeholder instead: its title, a note, and Edit, always visible.
 */
export function SectionChrome({ id, sectionKey, title, index, children }: SectionChromeProps) {
  const chrome = useRef<HTMLDivElement>(null);
  const empty = useRendersNothing(chrome);
  return (
    <div ref={chrome} className="sf-editor-section" data-empty={empty ? '' : undefined}>
      <div className={BAR_CLASS} {...(empty ? { role: 'group', 'aria-label': title } : {})}>
        <span aria-hidden="true">{title}</span>
        {empty && (
          <>
            {' '}
            <span className="sf-editor-section__note">shows nothing with these settings</span>
          </>
        )}
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
