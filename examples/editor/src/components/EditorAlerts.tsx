import { currentDraft, useEditorStore } from '../state/editor-store.ts';
import { ConflictPanel } from './ConflictPanel.tsx';
import { ProblemList } from './ProblemList.tsx';

/** What needs the owner before the page can be saved or published: a conflict, problems. */
export function EditorAlerts() {
  const migratedFrom = useEditorStore((state) => currentDraft(state)?.migratedFrom ?? null);
  return (
    <>
      <ConflictPanel />
      {migratedFrom !== null && (
        <p className="help upgrade-note">
          This page was stored in an older format (version {migratedFrom}). It opened upgraded,
          nothing left out, and is saved in the current format with your next change.
        </p>
      )}
      <ProblemList />
    </>
  );
}
