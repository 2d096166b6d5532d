import { useId, useState } from 'react';
import { sendToStorefront } from '../bridge/use-storefront.ts';
import { compareDocuments } from '../state/compare.ts';
import type { EditorDocument } from '../state/document.ts';
import { currentDraft, keepMine, takeTheirs, useEditorStore } from '../state/editor-store.ts';

const names = (sections: { id: string; key: string }[]) =>
  sections.map((section) => `${section.key} (${section.id})`).join(', ');

function show(doc: EditorDocument) {
  const { template, page, component_data } = doc;
  sendToStorefront('loadTemplate', { template, component_data, ...(page ? { page } : {}) });
}

/**
 * Another editor saved the page since this one read it (a 412): nothing was overwritten. Both
 * versions are at hand: what differs, each in the preview, then keep mine (saved over theirs)
 * or take theirs (Undo brings mine back).
 */
export function ConflictPanel() {
  const draft = useEditorStore((state) => currentDraft(state));
  const [showing, setShowing] = useState<'mine' | 'theirs'>('mine');
  const headingId = useId();
  const conflict = draft?.conflict;
  if (!draft || !conflict) return null;
  const difference = compareDocuments(draft.doc, conflict.theirs);
  const when = conflict.savedAt
    ? new Date(conflict.savedAt).toLocaleString(undefined, {
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : null;
  return (
    <section className="conflict" aria-labelledby={headingId}>
      <h2 id={headingId}>This page was changed elsewhere</h2>
      <p>
        Someone saved this page{when ? ` (${when})` : ''} while you were editing it. Your changes
        are kept here and were not saved; nothing of theirs was overwritten.
      </p>
      <ul className="conflict__differences">
        {difference.onlyFirst.length > 0 && <li>Only yours: {names(difference.onlyFirst)}</li>}
        {difference.onlySecond.length > 0 && <li>Only theirs: {names(difference.onlySecond)}</li>}
        {difference.changed.length > 0 && <li>Different in both: {names(difference.changed)}</li>}
        {difference.page && <li>Page settings differ</li>}
        {difference.layout && <li>Header or footer differ</li>}
      </ul>
      <div className="button-row button-row--wrap">
        <button
          type="button"
          aria-pressed={showing === 'theirs'}
          onClick={() => {
            const next = showing === 'mine' ? 'theirs' : 'mine';
            setShowing(next);
            show(next === 'mine' ? draft.doc : conflict.theirs);
          }}
        >
          {showing === 'mine' ? 'Preview their version' : 'Preview my version'}
        </button>
        <button
          type="button"
          className="button--primary"
          onClick={() => {
            if (showing === 'theirs') show(draft.doc);
            keepMine(draft.pageKey);
          }}
        >
          Keep mine
        </button>
        <button type="button" onClick={() => takeTheirs(draft.pageKey)}>
          Take theirs
        </button>
      </div>
    </section>
  );
}
