import { currentDraft, redo, undo, useEditorStore } from '../state/editor-store.ts';

/** Undo and Redo (also Ctrl+Z and Ctrl+Shift+Z). */
export function HistoryButtons() {
  const canUndo = useEditorStore((state) => (currentDraft(state)?.history.past.length ?? 0) > 0);
  const canRedo = useEditorStore((state) => (currentDraft(state)?.history.future.length ?? 0) > 0);
  return (
    <fieldset className="button-row plain">
      <legend className="visually-hidden">History</legend>
      <button type="button" onClick={undo} disabled={!canUndo} aria-keyshortcuts="Control+Z">
        Undo
      </button>
      <button type="button" onClick={redo} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z">
        Redo
      </button>
    </fieldset>
  );
}
