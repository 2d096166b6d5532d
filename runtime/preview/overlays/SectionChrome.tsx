import { useLayoutEffect, useRef, useState } from 'react';
import type { SectionChromeProps } from '../../render/render-mode.tsx';
import { editorActions } from './editor-actions.ts';
import { useSectionTitle } from './section-titles.ts';

export const BAR_CLASS = 'sf-editor-section__bar';

/** Whether the section beside the bar in `wrapper` put nothing on the page: no element, no text. */
function rendersNothing(wrapper: Element): boolean {
  for (const node of wrapper.childNodes) {
    if (node instanceof Element) {
      if (!node.classList.contains(BAR_CLASS)) return false;
    } else if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) {
      return false;
    }
  }
  return true;
}

/**
 * The preview chrome of every section (RenderModeProvider's `SectionChrome`): a bar inside the
 * element that carries `data-section-id`, beside the section, never around it (so the section
 * keeps its place in the tree when the chrome arrives). Hover or keyboard focus outlines the
 * section and shows its title (the manifest's, section-titles.ts) with an Edit button, which reports the section with `editItem`. A
 * section that renders nothing (a store notice without a message) would leave nothing to point
 * at, so the bar then stays visible as a slim placeholder: the title, a note, and Edit.
 */
export function SectionChrome({ id, sectionKey, index }: SectionChromeProps) {
  const title = useSectionTitle(sectionKey);
  const bar = useRef<HTMLDivElement>(null);
  const [empty, setEmpty] = useState(false);

  // Kept up to date as the editor's changes make the section render something or nothing again.
  useLayoutEffect(() => {
    const wrapper = bar.current?.parentElement;
    if (!wrapper) return;
    wrapper.classList.add('sf-editor-section');
    const update = () => {
      const nothing = rendersNothing(wrapper);
      wrapper.toggleAttribute('data-empty', nothing);
      setEmpty(nothing);
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(wrapper, { childList: true });
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={bar} className={BAR_CLASS} {...(empty ? { role: 'group', 'aria-label': title } : {})}>
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
  );
}
