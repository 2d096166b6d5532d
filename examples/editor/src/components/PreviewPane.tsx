import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { sendToStorefront, useStorefront } from '../bridge/use-storefront.ts';
import { useEditorStore } from '../state/editor-store.ts';
import { DESKTOP_WIDTH, usePreviewUi, VIEWPORTS } from '../state/preview-ui.ts';
import { ViewportSwitch } from './ViewportSwitch.tsx';

/** The room the preview has inside `element` (its content box), kept up to date. */
function useInnerWidth(element: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const measure = () => {
      const style = getComputedStyle(node);
      setWidth(node.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/**
 * The storefront in its frame, in a region that scrolls on its own, with the viewport switch
 * above it. The frame is as wide as the chosen device (375, 768, or at least 1280 px for a
 * desktop), so the shop lays itself out for that device, and as tall as its page (`setHeight`);
 * when the region has less room than that, the frame is shown scaled down to fit.
 */
export function PreviewPane() {
  const frame = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLElement>(null);
  const frameHeight = useEditorStore((state) => state.frameHeight);
  const viewport = usePreviewUi((state) => state.viewport);
  const room = useInnerWidth(scroller);
  useStorefront(frame, scroller);

  // the page reflows at another width: bring the selected section back into view
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the width changes
  useEffect(() => {
    const timer = setTimeout(() => {
      const { selectedId, connection } = useEditorStore.getState();
      if (selectedId && connection === 'connected')
        sendToStorefront('selectSection', { id: selectedId });
    }, 400);
    return () => clearTimeout(timer);
  }, [viewport]);

  const device = VIEWPORTS.find((candidate) => candidate.id === viewport)?.width ?? null;
  const width = device ?? Math.max(DESKTOP_WIDTH, room);
  const scale = room > 0 ? Math.min(1, room / width) : 1;

  return (
    <div className="preview-pane">
      <div className="preview-toolbar">
        <ViewportSwitch />
        {scale < 1 && (
          <span className="muted preview-toolbar__scale">
            {width} px shown at {Math.round(scale * 100)} %
          </span>
        )}
      </div>
      {/* scrolls on its own: focusable so keyboard users can scroll it too */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
      <section ref={scroller} className="preview" aria-label="Preview" tabIndex={0}>
        <div
          className="preview__stage"
          style={{ width: width * scale, height: frameHeight * scale }}
        >
          <div
            ref={frame}
            className="preview__frame"
            data-viewport={viewport}
            style={{
              width,
              height: frameHeight,
              ...(scale < 1 ? { transform: `scale(${scale})` } : {}),
            }}
          />
        </div>
      </section>
    </div>
  );
}
