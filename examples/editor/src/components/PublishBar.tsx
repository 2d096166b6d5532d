import { useId, useState } from 'react';
import { discardPageDraft, publishPage } from '../save-page.ts';
import {
  settingsProblems,
  settingsToPublish,
  useSettingsStore,
} from '../settings/settings-store.ts';
import {
  currentDraft,
  isDirty,
  type PageDraft,
  showPanel,
  useEditorStore,
} from '../state/editor-store.ts';
import { useProblems } from '../use-problems.ts';
import { ConfirmDialog } from './Modal.tsx';
import { NewPageDialog } from './NewPageDialog.tsx';
import { PROBLEMS_HEADING_ID } from './ProblemList.tsx';
import { SaveButton } from './SaveButton.tsx';

/** Where the page being edited stands, in a few words. */
function draftStatus(
  draft: PageDraft | undefined,
  problems: number,
  saving: boolean,
): string | null {
  if (!draft) return null;
  if (draft.conflict) return 'Not saved: changed elsewhere';
  if (problems > 0) {
    const count = `${problems} ${problems === 1 ? 'problem' : 'problems'} to fix`;
    return isDirty(draft) ? `Not saved: ${count}` : count;
  }
  if (draft.saveError) return 'Not saved';
  if (saving) return 'Saving…';
  if (isDirty(draft)) return 'Unsaved changes';
  if (draft.server?.hasDraft) return 'Draft saved, not published';
  if (draft.server && !draft.server.published) return 'Not published yet';
  return 'Published, no draft';
}

/** Brings the list of problems into view and moves focus to it. */
function showProblems() {
  const heading = document.getElementById(PROBLEMS_HEADING_ID);
  heading?.scrollIntoView?.({ block: 'start' });
  heading?.focus();
}

/**
 * Draft and publishing (DESIGN decision 15): the draft's state, Save draft, Discard draft,
 * History, New page and Publish. Publish stays disabled while any section or store setting is
 * invalid, a conflict waits, or there is nothing to publish.
 */
export function PublishBar({ token, onRejected }: { token: string; onRejected: () => void }) {
  const draft = useEditorStore((state) => currentDraft(state));
  const saving = useEditorStore((state) => state.saving);
  const panel = useEditorStore((state) => state.panel);
  const connected = useEditorStore((state) => state.manifest.length > 0);
  const problems = useProblems();
  const [confirming, setConfirming] = useState(false);
  const statusId = useId();

  const pageKey = draft?.pageKey;
  const dirty = draft !== undefined && (isDirty(draft) || draft.migratedFrom !== null);
  // the store settings' draft goes live with the page's (issue 25)
  const settingsPending = useSettingsStore((state) => settingsToPublish(state));
  const settingsSaving = useSettingsStore((state) => state.saving);
  // an invalid settings field is not saved, so Publish would leave it out without a word
  const settingsProblemCount = useSettingsStore(
    (state) => Object.keys(settingsProblems(state)).length,
  );
  const somethingToPublish = dirty || draft?.server?.hasDraft === true || settingsPending;
  const canPublish =
    Boolean(token) &&
    draft?.server != null &&
    connected &&
    problems.length === 0 &&
    !draft.conflict &&
    !saving &&
    !settingsSaving &&
    settingsProblemCount === 0 &&
    somethingToPublish;
  const status =
    draft?.server && problems.length === 0 && settingsProblemCount > 0
      ? `Store settings: ${settingsProblemCount} ${settingsProblemCount === 1 ? 'problem' : 'problems'} to fix`
      : settingsPending &&
          draft?.server &&
          !dirty &&
          !draft.server.hasDraft &&
          problems.length === 0
        ? 'Store settings changed, not published'
        : draftStatus(draft, problems.length, saving);
  const after = (outcome: string) => {
    if (outcome === 'rejected') onRejected();
  };

  return (
    <div className="publish-bar">
      {status && (
        <p id={statusId} className="draft-status" aria-live="polite">
          {problems.length > 0 ? (
            // the list is at the top of the side panel, which may be scrolled away
            <button type="button" className="button--link" onClick={showProblems}>
              {status}
            </button>
          ) : (
            status
          )}
        </p>
      )}
      <SaveButton token={token} onRejected={onRejected} />
      <button
        type="button"
        disabled={
          !token || !draft?.server || saving || !(dirty || draft?.server?.hasDraft === true)
        }
        onClick={() => setConfirming(true)}
      >
        Discard draft
      </button>
      <button
        type="button"
        aria-pressed={panel === 'history'}
        disabled={!token || !draft?.server}
        onClick={() => showPanel(panel === 'history' ? 'main' : 'history')}
      >
        History
      </button>
      <NewPageDialog token={token} />
      <button
        type="button"
        className="button--primary"
        disabled={!canPublish}
        aria-describedby={status ? statusId : undefined}
        onClick={() => {
          if (pageKey) void publishPage(pageKey, token).then(after);
        }}
      >
        Publish
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Discard the draft?"
        description="The page goes back to what shoppers see now. Undo brings your changes back."
        confirmLabel="Discard draft"
        danger
        onConfirm={() => {
          setConfirming(false);
          if (pageKey) void discardPageDraft(pageKey, token).then(after);
        }}
      />
    </div>
  );
}
