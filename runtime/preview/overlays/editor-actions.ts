import type { EditItem, EditLayout, EditPage } from '../../../editor-bridge/protocol.ts';

/** What the overlays report to the editor; the bridge connects them to postmate's `emit`. */
export interface EditorActions {
  editItem: (message: EditItem) => void;
  editLayout: (message: EditLayout) => void;
  editPage: (message: EditPage) => void;
}

const unconnected: EditorActions = { editItem() {}, editLayout() {}, editPage() {} };
let current: EditorActions = unconnected;

/** Connects the overlays to the editor (one bridge per page load). */
export function connectEditorActions(actions: EditorActions): void {
  current = actions;
}

/** The overlays' way to reach the editor; does nothing until the bridge connects. */
export function editorActions(): EditorActions {
  return current;
}
