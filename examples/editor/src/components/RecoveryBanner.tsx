import { discardKept, restoreKept, useRecovery } from '../state/draft-recovery.ts';
import { useEditorStore } from '../state/editor-store.ts';

const when = (at: number) =>
  new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Offers back the unsaved changes a closed tab left for the page in the preview. */
export function RecoveryBanner() {
  const offer = useRecovery((state) => state.offer);
  const pageKey = useEditorStore((state) => state.location?.pageKey);
  if (!offer || offer.pageKey !== pageKey) return null;
  return (
    <section className="notice notice--recovery" aria-labelledby="recovery-title">
      <div>
        <h2 id="recovery-title">Unsaved changes found</h2>
        <p>
          This browser kept changes to this page that were not saved ({when(offer.keptAt)}).
          {offer.savedSince && ' The page has been saved since; restoring puts your version back.'}
        </p>
      </div>
      <div className="button-row">
        <button type="button" className="button--primary" onClick={restoreKept}>
          Restore changes
        </button>
        <button type="button" onClick={discardKept}>
          Discard them
        </button>
      </div>
    </section>
  );
}
