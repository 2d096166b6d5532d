import { saveCurrentPage } from '../save-page.ts';
import { currentDraft, isDirty, useEditorStore } from '../state/editor-store.ts';

/** Saves the page's changes through the admin endpoint. */
export function SaveButton({ token, onRejected }: { token: string; onRejected: () => void }) {
  const dirty = useEditorStore((state) => isDirty(currentDraft(state)));
  const saving = useEditorStore((state) => state.saving);
  return (
    <button
      type="button"
      className="button--primary"
      disabled={!dirty || saving || !token}
      onClick={() => {
        void saveCurrentPage(token).then((outcome) => {
          if (outcome === 'rejected') onRejected();
        });
      }}
    >
      {saving ? 'Saving…' : dirty ? 'Save' : 'Saved'}
    </button>
  );
}
