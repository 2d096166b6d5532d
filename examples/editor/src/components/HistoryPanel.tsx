import { useCallback, useEffect, useId, useState } from 'react';
import type { TemplateVersionSummary } from '../../../../schemas/api/publishing.ts';
import { fetchVersion, listVersions } from '../admin-api.ts';
import { sendToStorefront } from '../bridge/use-storefront.ts';
import { STOREFRONT_URL } from '../config.ts';
import { restorePageVersion } from '../save-page.ts';
import { describeChanges } from '../state/describe-changes.ts';
import { currentDraft, previewVersion, useEditorStore } from '../state/editor-store.ts';
import { pushToPreview } from '../use-draft-preview.ts';
import { ConfirmDialog } from './Modal.tsx';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The page's published versions, newest first: when, and what changed. Each can be shown in the
 * preview (the draft stays as it is) and restored as the new draft, to publish again.
 */
export function HistoryPanel({ token, onRejected }: { token: string; onRejected: () => void }) {
  const draft = useEditorStore((state) => currentDraft(state));
  const previewing = useEditorStore((state) => state.previewingVersion);
  const manifest = useEditorStore((state) => state.manifest);
  const [versions, setVersions] = useState<TemplateVersionSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const headingId = useId();
  const pageKey = draft?.pageKey;
  const published = draft?.server?.publishedAt;

  const load = useCallback(async () => {
    if (!pageKey || !token) return;
    try {
      setVersions(await listVersions({ baseUrl: STOREFRONT_URL, token }, pageKey));
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }, [pageKey, token]);

  // again after every publish (a new version)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `published` changes with each publish
  useEffect(() => {
    void load();
  }, [load, published]);

  // leaving History shows the draft again
  useEffect(
    () => () => {
      if (useEditorStore.getState().previewingVersion === null) return;
      previewVersion(null);
      const current = currentDraft(useEditorStore.getState());
      if (current) pushToPreview(current);
    },
    [],
  );

  const preview = async (number: number) => {
    if (!pageKey) return;
    try {
      const version = await fetchVersion({ baseUrl: STOREFRONT_URL, token }, pageKey, number);
      const { template, page, component_data } = version.template;
      sendToStorefront('loadTemplate', { template, page, component_data });
      previewVersion(number);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  const backToDraft = () => {
    previewVersion(null);
    if (draft) pushToPreview(draft);
  };

  return (
    <section className="history" aria-labelledby={headingId}>
      <h2 id={headingId}>History</h2>
      {previewing !== null && (
        <div className="history__previewing" role="status">
          <p>The preview shows version {previewing}. Your draft is unchanged.</p>
          <button type="button" onClick={backToDraft}>
            Back to the draft
          </button>
        </div>
      )}
      {error && <p className="field-error">{error}</p>}
      {versions === null && !error && <p className="empty">Loading the versions…</p>}
      {versions?.length === 0 && (
        <p className="empty">
          Nothing is published from the editor yet. Each Publish keeps a version here.
        </p>
      )}
      {versions && versions.length > 0 && (
        <ol className="history__list" aria-label="Published versions">
          {versions.map((version) => (
            <li key={version.number} className="history__item">
              <p className="history__title">
                Version {version.number}
                {version.live && <span className="badge">Live</span>}
              </p>
              <p className="muted">
                <time dateTime={version.published_at}>{when(version.published_at)}</time>
              </p>
              <p className="history__summary">
                {describeChanges(version.changes, version.summary, manifest)}
              </p>
              <div className="button-row">
                <button
                  type="button"
                  aria-pressed={previewing === version.number}
                  aria-label={`Preview version ${version.number}`}
                  onClick={() =>
                    previewing === version.number ? backToDraft() : void preview(version.number)
                  }
                >
                  Preview
                </button>
                <button
                  type="button"
                  aria-label={`Restore version ${version.number}`}
                  onClick={() => setRestoring(version.number)}
                >
                  Restore
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => {
          if (!open) setRestoring(null);
        }}
        title={`Restore version ${restoring ?? ''}?`}
        description="It becomes your draft; shoppers see it only once you publish. Undo brings back the draft it replaces."
        confirmLabel="Restore as draft"
        onConfirm={() => {
          const number = restoring;
          setRestoring(null);
          if (pageKey && number !== null) {
            previewVersion(null);
            void restorePageVersion(pageKey, number, token).then((outcome) => {
              if (outcome === 'rejected') onRejected();
            });
          }
        }}
      />
    </section>
  );
}
