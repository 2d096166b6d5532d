import { useEffect } from 'react';
import { AdminApiError, fetchTemplate } from '../admin-api.ts';
import { STOREFRONT_URL } from '../config.ts';
import { draftLoaded, loadFailed, loadStarted, useEditorStore } from '../state/editor-store.ts';

/**
 * Fetches the template of the page in the preview from the admin endpoint whenever the preview
 * shows a page the editor has no draft of. `onTokenRejected` runs when the token is refused.
 */
export function useTemplateLoader(token: string, onTokenRejected: () => void): void {
  const pageKey = useEditorStore((state) => state.location?.pageKey);
  const hasDraft = useEditorStore((state) => (pageKey ? pageKey in state.drafts : false));

  useEffect(() => {
    if (!pageKey || !token || hasDraft) return;
    let cancelled = false;
    loadStarted(pageKey);
    fetchTemplate({ baseUrl: STOREFRONT_URL, token }, pageKey).then(
      (envelope) => {
        if (!cancelled) draftLoaded(pageKey, envelope);
      },
      (error: unknown) => {
        if (cancelled) return;
        loadFailed(pageKey, error instanceof Error ? error.message : String(error));
        if (error instanceof AdminApiError && error.status === 401) onTokenRejected();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [pageKey, token, hasDraft, onTokenRejected]);
}
