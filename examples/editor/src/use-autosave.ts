import { useEffect } from 'react';
import { saveAllDrafts } from './save-page.ts';
import { useEditorStore } from './state/editor-store.ts';

/** How long after the last change a draft is saved. */
export const AUTOSAVE_DELAY_MS = 1000;

/**
 * Saves every page's draft a second after the last change, and at once when the owner leaves
 * (the tab is hidden or closed: the request is sent with `keepalive`, so it outlives the page).
 * A refused token stops nothing: `onRejected` asks for the token again, the edits stay.
 */
export function useAutosave(token: string, onRejected: () => void): void {
  useEffect(() => {
    if (!token) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = (keepalive: boolean) => {
      clearTimeout(timer);
      void saveAllDrafts(token, { quiet: true, keepalive }).then((outcomes) => {
        if (outcomes.includes('rejected')) onRejected();
      });
    };
    const unsubscribe = useEditorStore.subscribe((state, previous) => {
      if (state.drafts === previous.drafts) return;
      clearTimeout(timer);
      timer = setTimeout(() => flush(false), AUTOSAVE_DELAY_MS);
    });
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush(true);
    };
    const onLeave = () => flush(true);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onLeave);
    return () => {
      clearTimeout(timer);
      unsubscribe();
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onLeave);
    };
  }, [token, onRejected]);
}
