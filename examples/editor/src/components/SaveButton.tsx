import { saveDraftOf } from '../save-page.ts';
import { currentDraft, isDirty, useEditorStore } from '../state/editor-store.ts';
import { useProblems } from '../use-problems.ts';

/**
 * Saves the page's changes to its draft now (autosave does it a second after the last change);
 * shoppers see the draft only once it is published.
 */
export function SaveButton({ token, onRejected }: { token: string; onRejected: () => void }) {
  const draft = useEditorStore((state) => currentDraft(state));
  const saving = useEditorStore((state) => state.saving);
  const problems = useProblems();
  const dirty = draft !== undefined && (isDirty(draft) || draft.migratedFrom !== null);
  return (
    <button
      type="button"
      disabled={!dirty || saving || !token || problems.length > 0 || Boolean(draft?.conflict)}
      onClick={() => {
        if (!draft) return;
        void saveDraftOf(draft.pageKey, token).then((outcome) => {
          if (outcome === 'rejected') onRejected();
        });
      }}
    >
      {dirty ? 'Save draft' : 'Saved'}
    </button>
  );
}
