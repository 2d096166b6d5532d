import { type RefObject, useEffect } from 'react';
import type { ParentMessageInputs, ParentMessageName } from '../../../../editor-bridge/protocol.ts';
import { HANDSHAKE_TIMEOUT_MS, STOREFRONT_URL } from '../config.ts';
import {
  clearSectionErrors,
  connected,
  currentDraft,
  type EditorState,
  heightChanged,
  isDirty,
  locationChanged,
  noAnswer,
  sectionFailed,
  selectFromPreview,
  showPanel,
  useEditorStore,
} from '../state/editor-store.ts';
import { connectStorefront, type StorefrontConnection } from './storefront-connection.ts';

let connection: StorefrontConnection | null = null;

/** Sends a message to the storefront in the preview (dropped while not connected). */
export function sendToStorefront<N extends ParentMessageName>(
  name: N,
  payload: ParentMessageInputs[N],
): void {
  connection?.send(name, payload);
}

/**
 * Whether the current page's document must be pushed to the preview: it changed on the same page,
 * or the preview came back to a page with unsaved changes. A freshly loaded template is what the
 * preview already shows.
 */
export function needsPush(state: EditorState, previous: EditorState): boolean {
  const draft = currentDraft(state);
  if (!draft) return false;
  const before = currentDraft(previous);
  if (before?.pageKey === draft.pageKey) return before.doc !== draft.doc;
  return isDirty(draft);
}

/**
 * Opens the storefront in the preview container and wires the protocol to the editor's store:
 * `ready`, `fullURL`, `setHeight`, `editItem`, `editLayout`, `editPage` and `sectionError` in,
 * `loadTemplate` out on every change of the current page's document.
 */
export function useStorefront(container: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const current = connectStorefront({
      container: element,
      url: `${STOREFRONT_URL}/`,
      timeoutMs: HANDSHAKE_TIMEOUT_MS,
      onTimeout: noAnswer,
      handlers: {
        ready: ({ manifest, error }) => connected(manifest, error),
        fullURL: (location) => locationChanged(location),
        setHeight: ({ height }) => heightChanged(height),
        editItem: ({ id }) => selectFromPreview(id),
        editLayout: ({ area }) => showPanel(area),
        editPage: () => showPanel('page'),
        sectionError: (error) => sectionFailed(error),
      },
    });
    connection = current;
    const unsubscribe = useEditorStore.subscribe((state, previous) => {
      const draft = currentDraft(state);
      if (!draft || !needsPush(state, previous)) return;
      clearSectionErrors();
      const { template, page, component_data } = draft.doc;
      current.send('loadTemplate', { template, component_data, ...(page ? { page } : {}) });
    });
    return () => {
      unsubscribe();
      current.destroy();
      if (connection === current) connection = null;
    };
  }, [container]);
}
