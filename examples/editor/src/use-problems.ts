import { useMemo } from 'react';
import { currentDraft, useEditorStore } from './state/editor-store.ts';
import { documentProblems, type EditorProblem } from './state/validation.ts';

/** The problems of the page being edited: what keeps it from being saved and published. */
export function useProblems(): EditorProblem[] {
  const doc = useEditorStore((state) => currentDraft(state)?.doc);
  const manifest = useEditorStore((state) => state.manifest);
  return useMemo(() => (doc ? documentProblems(doc, manifest) : []), [doc, manifest]);
}
