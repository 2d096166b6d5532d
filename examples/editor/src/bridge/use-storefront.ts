import { type RefObject, useEffect } from 'react';
import type { ParentMessageInputs, ParentMessageName } from '../../../../editor-bridge/protocol.ts';
import { isSameOriginPath } from '../../../../editor-bridge/protocol.ts';
import { HANDSHAKE_TIMEOUT_MS, STOREFRONT_URL } from '../config.ts';
import {
  clearSectionError,
  clearSectionErrors,
  connected,
  connecting,
  currentDraft,
  heightChanged,
  isDirty,
  locationChanged,
  noAnswer,
  sectionFailed,
  selectFromPreview,
  showPanel,
  useEditorStore,
} from '../state/editor-store.ts';
import { PreviewSync } from './preview-sync.ts';
import { connectStorefront, type StorefrontConnection } from './storefront-connection.ts';

let connection: StorefrontConnection | null = null;

/** Sends a message to the storefront in the preview (dropped while not connected). */
export function sendToStorefront<N extends ParentMessageName>(
  name: N,
  payload: ParentMessageInputs[N],
): void {
  connection?.send(name, payload);
}

/** Loads the preview again, where it was, and handshakes afresh (the Retry button). */
export function retryPreview(): void {
  connection?.retry(useEditorStore.getState().location?.url);
}

/**
 * The page the preview opens first: `?path=/about-us` in the editor's address (a bookmark of a
 * page to edit), else the home page.
 */
export function firstPreviewUrl(search: string = window.location.search): string {
  const path = new URLSearchParams(search).get('path');
  return `${STOREFRONT_URL}${path && isSameOriginPath(path) ? path : '/'}`;
}

/**
 * Scrolls `scroller` so the section at `top`…`top + height` of the frame's page is in view (the
 * frame may be shown scaled down).
 */
function reveal(scroller: HTMLElement, frame: HTMLElement, top: number, height: number): void {
  const box = frame.getBoundingClientRect();
  const scale = frame.offsetWidth > 0 ? box.width / frame.offsetWidth : 1;
  const offset = box.top - scroller.getBoundingClientRect().top + scroller.scrollTop;
  const start = offset + top * scale;
  const end = start + Math.min(height * scale, scroller.clientHeight);
  if (start >= scroller.scrollTop && end <= scroller.scrollTop + scroller.clientHeight) return;
  scroller.scrollTo({ top: Math.max(0, start - 16), behavior: 'smooth' });
}

/**
 * Opens the storefront in `container` and wires the protocol to the editor's store: `ready`,
 * `fullURL`, `setHeight`, `editItem`, `editLayout`, `editPage`, `sectionError` and
 * `sectionPosition` in; the page's document out as it changes (one section with `updateSection`,
 * more with `loadTemplate`: see PreviewSync), again after every reload of the frame, and the
 * selected section (`selectSection`), which `scroller` then scrolls into view.
 */
export function useStorefront(
  container: RefObject<HTMLDivElement | null>,
  scroller: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const preview = new PreviewSync((push) => {
      if (push.name === 'updateSection') {
        clearSectionError(push.payload.id);
        current.send('updateSection', push.payload);
      } else {
        clearSectionErrors();
        current.send('loadTemplate', push.payload);
      }
    }, isDirty);
    const sendSelection = () =>
      current.send('selectSection', { id: useEditorStore.getState().selectedId });

    const current = connectStorefront({
      container: element,
      url: firstPreviewUrl(),
      timeoutMs: HANDSHAKE_TIMEOUT_MS,
      onStatus: (status) => {
        if (status === 'no-answer') noAnswer();
        else if (status === 'connecting') {
          preview.reloading();
          connecting();
        }
      },
      handlers: {
        ready: ({ manifest, error }) => connected(manifest, error),
        fullURL: (location) => {
          locationChanged(location);
          preview.arrived(location.pageKey);
          preview.sync(currentDraft());
          sendSelection();
        },
        setHeight: ({ height }) => heightChanged(height),
        editItem: ({ id }) => selectFromPreview(id),
        editLayout: ({ area }) => showPanel(area),
        editPage: () => showPanel('page'),
        sectionError: (error) => sectionFailed(error),
        sectionPosition: ({ top, height }) => {
          const frame = element.querySelector('iframe');
          if (scroller.current && frame) reveal(scroller.current, frame, top, height);
        },
      },
    });
    connection = current;
    const unsubscribe = useEditorStore.subscribe((state, previous) => {
      preview.sync(currentDraft(state));
      if (state.selectedId !== previous.selectedId) sendSelection();
    });
    return () => {
      unsubscribe();
      current.destroy();
      if (connection === current) connection = null;
    };
  }, [container, scroller]);
}
