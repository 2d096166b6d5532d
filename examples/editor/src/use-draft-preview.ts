import { useEffect } from 'react';
import { isDraftPreview, withDraftPreview } from '../../../editor-bridge/draft-preview.ts';
import { sendToStorefront } from './bridge/use-storefront.ts';
import { currentDraft, isDirty, type PageDraft, useEditorStore } from './state/editor-store.ts';

/** Shows `draft`'s document in the preview. */
export function pushToPreview(draft: PageDraft): void {
  const { template, page, component_data } = draft.doc;
  sendToStorefront('loadTemplate', { template, component_data, ...(page ? { page } : {}) });
}

/**
 * The shop renders a page's live version; the editor edits its draft (decision 15). When the
 * preview reaches a page whose saved draft differs from the live page, this sends the draft, so
 * the preview shows what will be published (unsaved edits are pushed by the bridge itself). A
 * page shoppers cannot see yet is shown in the storefront's draft frame (`?preview=draft`).
 */
export function useDraftInPreview(): void {
  useEffect(
    () =>
      useEditorStore.subscribe((state, previous) => {
        const draft = currentDraft(state);
        if (!draft) return;
        // the page's draft just arrived, or the preview went (back) to it
        const arrived = currentDraft(previous)?.pageKey !== draft.pageKey;
        if (!arrived && state.location?.path === previous.location?.path) return;
        const path = state.location?.path ?? '/';
        const frame = isDraftPreview(new URLSearchParams(path.split('?')[1] ?? ''));
        if (draft.server?.published === false && !frame) {
          // the shop answers this page 404: ask for the frame its draft is drawn in
          sendToStorefront('navigatePage', { path: withDraftPreview(path) });
          return;
        }
        if (frame || draft.server?.hasDraft || isDirty(draft)) pushToPreview(draft);
      }),
    [],
  );
}
