import type { Draft } from 'immer';
import { create } from 'zustand';
import type {
  FullUrl,
  ManifestEntryMessage,
  SectionError,
} from '../../../../editor-bridge/protocol.ts';
import type {
  AdminPageSummary,
  SectionProblem,
  TemplateState,
} from '../../../../schemas/api/publishing.ts';
import type { SectionIssue } from '../../../../schemas/section-issues.ts';
import type { PageType, TemplateEnvelope } from '../../../../schemas/template.ts';
import { defaultProps } from './default-props.ts';
import {
  type Area,
  addSection,
  docOf,
  duplicateSection,
  type EditorDocument,
  findSection,
  moveSection,
  newSectionId,
  type PageMetaField,
  removeSection,
  sectionsOf,
  setHidden,
  setPageMeta,
  setProps,
} from './document.ts';
import { emptyHistory, type History, recordEdit, redoEdit, undoEdit } from './history.ts';

/**
 * What the side panel shows: a list of sections, the page's settings, its history, or the Store
 * settings.
 */
export type Panel = Area | 'page' | 'history' | 'settings';

/** Where the page stands on the server (decision 15), as of the last load or write. */
export interface ServerState {
  /** The version to send in `If-Match` with the next write. */
  version: number;
  /** Whether the server holds a draft that differs from the live page. */
  hasDraft: boolean;
  /** Whether shoppers can see the page. */
  published: boolean;
  publishedAt: string | null;
  draftSavedAt: string | null;
  deletable: boolean;
}

/** A save found the page changed elsewhere: the other version, kept to compare with ours. */
export interface Conflict {
  theirs: EditorDocument;
  /** The version the other editor saved. */
  version: number;
  /** When they saved it (ISO 8601), if known. */
  savedAt: string | null;
}

/** The editor's copy of one page: what it edits, what was last saved, and its undo history. */
export interface PageDraft {
  pageKey: string;
  pageType: PageType;
  doc: EditorDocument;
  /** What the server's draft (or live page) holds, as of the last load or save. */
  saved: EditorDocument;
  history: History;
  /** The server's state of `saved`; `null` when the platform said nothing of it. */
  server: ServerState | null;
  /** The older schema version the template was stored at, migrated on opening. */
  migratedFrom: number | null;
  /** Another editor's save got in between: nothing is saved until the owner chooses. */
  conflict: Conflict | null;
  /** Why the last save of this page failed; `null` once one succeeds. */
  saveError: string | null;
}

/** The state of the connection to the storefront in the iframe. */
export type Connection = 'connecting' | 'connected' | 'no-answer';

/** A message for the store owner. */
export interface Notice {
  kind: 'error' | 'success';
  text: string;
}

export interface EditorState {
  connection: Connection;
  /** Every section type the storefront can render (`ready`). */
  manifest: ManifestEntryMessage[];
  /** Where the preview is (`fullURL`). */
  location: FullUrl | null;
  /** The preview's document height (`setHeight`). */
  frameHeight: number;
  /** Drafts by page key; kept when navigating away so nothing typed is lost. */
  drafts: Record<string, PageDraft>;
  /** The page whose template is being fetched, and why it failed if it did. */
  loading: { pageKey: string; error: string | null } | null;
  panel: Panel;
  selectedId: string | null;
  /** Problems the storefront reported for pushed sections (`sectionError`), by section id. */
  sectionErrors: Record<string, SectionIssue[]>;
  notice: Notice | null;
  saving: boolean;
  /** The store's pages (`admin.pages`), once the token is accepted. */
  pages: AdminPageSummary[];
  /** Problems the API found on the last refused save or publish (422), by section. */
  serverProblems: SectionProblem[];
  /** The published version shown in the preview instead of the draft, if any. */
  previewingVersion: number | null;
}

const initialState: EditorState = {
  connection: 'connecting',
  manifest: [],
  location: null,
  frameHeight: 600,
  drafts: {},
  loading: null,
  panel: 'main',
  selectedId: null,
  sectionErrors: {},
  notice: null,
  saving: false,
  pages: [],
  serverProblems: [],
  previewingVersion: null,
};

/** The editor's state. Actions below are plain functions, each with its own test. */
export const useEditorStore = create<EditorState>()(() => initialState);

const set = (partial: Partial<EditorState>) => useEditorStore.setState(partial);
const get = () => useEditorStore.getState();

/** Back to the start (tests). */
export function resetEditor(): void {
  useEditorStore.setState(initialState, true);
}

/** The draft of the page in the preview, if loaded. */
export function currentDraft(state: EditorState = get()): PageDraft | undefined {
  return state.location ? state.drafts[state.location.pageKey] : undefined;
}

/**
 * Whether two plain JSON values are equal, taking the same object as equal at once: immer shares
 * every unchanged part of a document, so comparing a 200-section page after one keystroke looks
 * at one section's props, not at the page.
 */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameData(item, b[i]));
  }
  if (Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) =>
    sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

// answers by document: the store is read on every keystroke
const dirtiness = new WeakMap<EditorDocument, { saved: EditorDocument; dirty: boolean }>();

/** Whether `draft` has changes that are not saved. */
export function isDirty(draft: PageDraft | undefined): boolean {
  if (draft === undefined || draft.doc === draft.saved) return false;
  const known = dirtiness.get(draft.doc);
  if (known?.saved === draft.saved) return known.dirty;
  const dirty = !sameData(draft.doc, draft.saved);
  dirtiness.set(draft.doc, { saved: draft.saved, dirty });
  return dirty;
}

/**
 * The storefront answered the handshake and sent its manifest, or, when it could not load one,
 * why not: the store owner then sees that reason instead of an empty list of sections.
 */
export function connected(manifest: ManifestEntryMessage[], error?: string): void {
  set({ connection: 'connected', manifest });
  if (error)
    set({ notice: { kind: 'error', text: `The preview has no sections to offer. ${error}` } });
}

/** The preview (re)loads a page and is handshaken again: nothing can be sent until `ready`. */
export function connecting(): void {
  set({ connection: 'connecting' });
}

/** The storefront did not answer the handshake in time. */
export function noAnswer(): void {
  if (get().connection === 'connecting') set({ connection: 'no-answer' });
}

/** The preview navigated. Selection and reported errors belong to the previous page. */
export function locationChanged(location: FullUrl): void {
  const previous = get().location;
  if (previous?.pageKey === location.pageKey) set({ location });
  // the Store settings are the store's, not the page's: they stay open across pages
  else {
    set({
      location,
      selectedId: null,
      sectionErrors: {},
      panel: get().panel === 'settings' ? 'settings' : 'main',
    });
  }
}

/** The preview's height changed. */
export function heightChanged(height: number): void {
  set({ frameHeight: Math.ceil(height) });
}

/** A page's template is being fetched. */
export function loadStarted(pageKey: string): void {
  set({ loading: { pageKey, error: null } });
}

/** A page's template could not be fetched. */
export function loadFailed(pageKey: string, error: string): void {
  set({ loading: { pageKey, error } });
}

/** The server state an admin template answers with. */
function serverStateOf(editing: TemplateState | undefined): ServerState | null {
  if (!editing) return null;
  return {
    version: editing.version,
    hasDraft: editing.has_draft,
    published: editing.published,
    publishedAt: editing.published_at,
    draftSavedAt: editing.draft_saved_at,
    deletable: editing.deletable,
  };
}

/** What the admin API answers for a page: the envelope, its editing state, a migration. */
export type LoadedEnvelope = TemplateEnvelope & {
  editing?: TemplateState;
  migratedFrom?: number | null;
};

/** A page's template arrived from the admin API: it becomes the page's draft and saved state. */
export function draftLoaded(pageKey: string, envelope: LoadedEnvelope): void {
  const doc = docOf(envelope);
  const draft: PageDraft = {
    pageKey,
    pageType: envelope.page_type,
    doc,
    saved: doc,
    history: emptyHistory(),
    server: serverStateOf(envelope.editing),
    migratedFrom: envelope.migratedFrom ?? null,
    conflict: null,
    saveError: null,
  };
  set({ drafts: { ...get().drafts, [pageKey]: draft }, loading: null });
}

function replaceDraft(draft: PageDraft): void {
  set({ drafts: { ...get().drafts, [draft.pageKey]: draft } });
}

/**
 * Applies `recipe` to the current page's document as one undoable edit (edits with the same
 * `coalesceKey` in quick succession undo together). Returns whether anything changed.
 */
export function edit(recipe: (doc: Draft<EditorDocument>) => void, coalesceKey?: string): boolean {
  const draft = currentDraft();
  if (!draft) return false;
  const result = recordEdit(draft.doc, draft.history, recipe, { coalesceKey });
  if (!result) return false;
  replaceDraft({ ...draft, doc: result.value, history: result.history });
  return true;
}

/** Undoes the last edit of the current page. */
export function undo(): void {
  const draft = currentDraft();
  const result = draft && undoEdit(draft.doc, draft.history);
  if (draft && result) replaceDraft({ ...draft, doc: result.value, history: result.history });
}

/** Redoes the last undone edit of the current page. */
export function redo(): void {
  const draft = currentDraft();
  const result = draft && redoEdit(draft.doc, draft.history);
  if (draft && result) replaceDraft({ ...draft, doc: result.value, history: result.history });
}

/** Shows a panel (a section list or the page settings). */
export function showPanel(panel: Panel): void {
  set({ panel, selectedId: panel === get().panel ? get().selectedId : null });
}

/** Selects a section of the current panel's list (or none). */
export function select(id: string | null): void {
  set({ selectedId: id });
}

/** Selects the section the store owner pressed Edit on in the preview (`editItem`). */
export function selectFromPreview(id: string): boolean {
  const draft = currentDraft();
  const found = draft && findSection(draft.doc, id);
  if (!found) return false;
  set({ panel: found.area, selectedId: id });
  return true;
}

/**
 * Adds a section of type `key` (with the preset at `presetIndex`, or the schema's defaults) to the
 * current area, after the selected section or at the end, and selects it. Returns its id.
 */
export function addFromManifest(key: string, presetIndex: number | null): string | null {
  const state = get();
  const entry = state.manifest.find((candidate) => candidate.key === key);
  const draft = currentDraft(state);
  if (
    !entry ||
    !draft ||
    state.panel === 'page' ||
    state.panel === 'history' ||
    state.panel === 'settings'
  )
    return null;
  const area = state.panel;
  const preset = presetIndex === null ? undefined : entry.presets[presetIndex];
  const props = preset ? structuredClone(preset.props) : defaultProps(entry.schema);
  const id = newSectionId(draft.doc, key);
  const list = sectionsOf(draft.doc, area);
  const selected = list.findIndex((section) => section.id === state.selectedId);
  edit((doc) => {
    addSection(
      doc,
      area,
      { key, id, props: props as Record<string, unknown> },
      selected < 0 ? undefined : selected + 1,
    );
  });
  set({ selectedId: id });
  return id;
}

/** Removes a section; the selection moves off it. */
export function remove(area: Area, id: string): void {
  edit((doc) => {
    removeSection(doc, area, id);
  });
  if (get().selectedId === id) set({ selectedId: null });
}

/** Moves a section from one position to another within its area. */
export function move(area: Area, from: number, to: number): void {
  edit((doc) => moveSection(doc, area, from, to));
}

/** Duplicates a section and selects the copy. */
export function duplicate(area: Area, id: string): void {
  let copy: string | null = null;
  edit((doc) => {
    copy = duplicateSection(doc, area, id);
  });
  if (copy) set({ selectedId: copy });
}

/** Hides or shows a section. */
export function toggleHidden(area: Area, id: string, hidden: boolean): void {
  edit((doc) => setHidden(doc, area, id, hidden));
}

/** New props from the section's form. Typing in the form is one undo step per pause. */
export function changeProps(area: Area, id: string, props: Record<string, unknown>): void {
  edit((doc) => setProps(doc, area, id, props), `props:${id}`);
}

/** A page meta field changed. */
export function changePageMeta(field: PageMetaField, value: string): void {
  edit((doc) => setPageMeta(doc, field, value), `page:${field}`);
}

/** The storefront could not render a pushed section. */
export function sectionFailed({ id, errors }: SectionError): void {
  set({ sectionErrors: { ...get().sectionErrors, [id]: errors } });
}

/** One section is about to be pushed again; the storefront reports its problems afresh. */
export function clearSectionError(id: string): void {
  const { sectionErrors } = get();
  if (!(id in sectionErrors)) return;
  const { [id]: _cleared, ...rest } = sectionErrors;
  set({ sectionErrors: rest });
}

/** A new template is about to be pushed; the storefront reports its problems afresh. */
export function clearSectionErrors(): void {
  if (Object.keys(get().sectionErrors).length > 0) set({ sectionErrors: {} });
}

/** Saving started or ended. */
export function setSaving(saving: boolean): void {
  set({ saving });
}

/**
 * The page `pageKey` was saved with `doc` (what was sent: edits made meanwhile stay unsaved);
 * `answer` is the server's state after the save.
 */
export function savedAs(pageKey: string, doc: EditorDocument, answer?: LoadedEnvelope): void {
  const draft = get().drafts[pageKey];
  if (!draft) return;
  replaceDraft({
    ...draft,
    saved: doc,
    server: serverStateOf(answer?.editing) ?? draft.server,
    migratedFrom: null,
    saveError: null,
  });
  if (get().serverProblems.length > 0) set({ serverProblems: [] });
}

/** A save of `pageKey` failed; its edits stay as they are. */
export function saveFailed(pageKey: string, message: string): void {
  const draft = get().drafts[pageKey];
  if (draft) replaceDraft({ ...draft, saveError: message });
}

/** The API refused the page's sections (422): its problems, to list and jump to. */
export function serverRefused(problems: SectionProblem[]): void {
  set({ serverProblems: problems });
}

/**
 * The server's template replaced the page's (after Discard draft, a restored version, or the
 * other editor's version chosen in a conflict). On the page being edited it is one undoable
 * edit, so Undo brings back what was there.
 */
export function replacedFromServer(pageKey: string, answer: LoadedEnvelope): void {
  const draft = get().drafts[pageKey];
  if (!draft) return;
  const doc = docOf(answer);
  const recorded = recordEdit(draft.doc, draft.history, (current) => {
    current.template = doc.template;
    current.page = doc.page;
    current.component_data = doc.component_data;
  });
  replaceDraft({
    ...draft,
    doc: recorded?.value ?? draft.doc,
    history: recorded?.history ?? draft.history,
    saved: doc,
    server: serverStateOf(answer.editing) ?? draft.server,
    conflict: null,
    saveError: null,
  });
  set({ serverProblems: [] });
}

/** Publish made the page live: what was sent is now the saved, live page. */
export function publishedAs(pageKey: string, answer: LoadedEnvelope): void {
  const draft = get().drafts[pageKey];
  if (!draft) return;
  replaceDraft({
    ...draft,
    server: serverStateOf(answer.editing) ?? draft.server,
    saveError: null,
  });
  set({ serverProblems: [] });
  const pages = get().pages.map((page) =>
    page.slug === pageKey ? { ...page, published: true, has_draft: false } : page,
  );
  set({ pages });
}

/** Another editor saved `pageKey` since this one read it: keep both until the owner chooses. */
export function conflictFound(pageKey: string, theirs: LoadedEnvelope): void {
  const draft = get().drafts[pageKey];
  if (!draft) return;
  replaceDraft({
    ...draft,
    conflict: {
      theirs: docOf(theirs),
      version: theirs.editing?.version ?? draft.server?.version ?? 0,
      savedAt: theirs.editing?.draft_saved_at ?? theirs.editing?.published_at ?? null,
    },
  });
}

/**
 * In a conflict, the owner keeps their own version: it is saved over the other one with the next
 * save (the other version stays at hand until then, in the conflict's undo: Use theirs).
 */
export function keepMine(pageKey: string): void {
  const draft = get().drafts[pageKey];
  if (!draft?.conflict) return;
  const { theirs, version } = draft.conflict;
  replaceDraft({
    ...draft,
    saved: theirs,
    server: draft.server ? { ...draft.server, version, hasDraft: true } : draft.server,
    conflict: null,
    saveError: null,
  });
}

/** In a conflict, the owner takes the other version; Undo brings their own back. */
export function takeTheirs(pageKey: string): void {
  const draft = get().drafts[pageKey];
  if (!draft?.conflict) return;
  const { theirs, version } = draft.conflict;
  const recorded = recordEdit(draft.doc, draft.history, (current) => {
    current.template = theirs.template;
    current.page = theirs.page;
    current.component_data = theirs.component_data;
  });
  replaceDraft({
    ...draft,
    doc: recorded?.value ?? draft.doc,
    history: recorded?.history ?? draft.history,
    saved: theirs,
    server: draft.server ? { ...draft.server, version, hasDraft: true } : draft.server,
    conflict: null,
    saveError: null,
  });
}

/** Forgets a page's draft (the page was deleted). */
export function dropDraft(pageKey: string): void {
  const { [pageKey]: _dropped, ...rest } = get().drafts;
  set({ drafts: rest });
}

/** The store's page list arrived. */
export function pagesLoaded(pages: AdminPageSummary[]): void {
  set({ pages });
}

/** A published version is shown in the preview instead of the draft (or none). */
export function previewVersion(number: number | null): void {
  set({ previewingVersion: number });
}

/** Shows (or clears) a message for the store owner. */
export function notify(notice: Notice | null): void {
  set({ notice });
}
