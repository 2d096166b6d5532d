import { create } from 'zustand';
import { STOREFRONT_URL } from '../config.ts';
import type { EditorDocument } from './document.ts';
import { type EditorState, edit, isDirty, useEditorStore } from './editor-store.ts';

/**
 * Unsaved changes kept in the browser (issue 20): a tab closed or crashed with changes that were
 * not saved loses nothing. Every page with unsaved changes is written to localStorage a moment
 * after each change (and when the tab is hidden); when the editor next loads that page, it
 * offers the kept changes back: restore or discard.
 */

/** One page's unsaved changes, as kept. */
export interface KeptDraft {
  doc: EditorDocument;
  /** The saved document the changes were made on. */
  base: EditorDocument;
  /** When they were kept (ms since the epoch). */
  keptAt: number;
}

/** What localStorage holds, versioned so a later format can migrate or drop it. */
interface KeptFile {
  version: 1;
  drafts: Record<string, KeptDraft>;
}

/** One storage key per storefront: the same editor may edit several shops. */
export const KEPT_DRAFTS_KEY = `storefront-editor:unsaved:${new URL(STOREFRONT_URL).origin}`;

/** How long after the last change the changes are written, in ms. */
export const KEEP_DELAY_MS = 500;

/** The kept changes offered back for the page in the preview. */
export interface RecoveryOffer {
  pageKey: string;
  keptAt: number;
  /** The page was saved by someone (or somewhere) else since the changes were made. */
  savedSince: boolean;
}

export const useRecovery = create<{ offer: RecoveryOffer | null }>()(() => ({ offer: null }));

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The kept drafts in `storage`; nothing when there are none or they cannot be read. */
export function readKept(storage: Storage | undefined): Record<string, KeptDraft> {
  try {
    const text = storage?.getItem(KEPT_DRAFTS_KEY);
    if (!text) return {};
    const file = JSON.parse(text) as Partial<KeptFile>;
    return file.version === 1 && file.drafts && typeof file.drafts === 'object' ? file.drafts : {};
  } catch {
    return {};
  }
}

function writeKept(storage: Storage | undefined, drafts: Record<string, KeptDraft>): void {
  try {
    if (Object.keys(drafts).length === 0) storage?.removeItem(KEPT_DRAFTS_KEY);
    else storage?.setItem(KEPT_DRAFTS_KEY, JSON.stringify({ version: 1, drafts }));
  } catch {
    // full or refused (private mode): the changes live as long as the tab
  }
}

/** Whether any page has changes that are not saved. */
export function hasUnsavedChanges(state: EditorState = useEditorStore.getState()): boolean {
  return Object.values(state.drafts).some((draft) => isDirty(draft));
}

let active: { restore: () => void; discard: () => void } | null = null;

/** Puts the offered changes back on the page, as one step Undo can take back. */
export function restoreKept(): void {
  active?.restore();
}

/** Drops the offered changes. */
export function discardKept(): void {
  active?.discard();
}

/**
 * Keeps unsaved changes in `storage` and offers them back (see above). Returns a function that
 * stops, writing what is pending first.
 */
export function keepDrafts(
  storage: Storage | undefined = globalThis.localStorage,
  { delay = KEEP_DELAY_MS, now = Date.now }: { delay?: number; now?: () => number } = {},
): () => void {
  const kept = readKept(storage);
  // pages whose kept changes are offered and not answered yet: they stay kept as they are
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    for (const draft of Object.values(useEditorStore.getState().drafts)) {
      if (pending.has(draft.pageKey)) continue;
      if (isDirty(draft)) {
        const previous = kept[draft.pageKey];
        if (previous?.doc !== draft.doc)
          kept[draft.pageKey] = { doc: draft.doc, base: draft.saved, keptAt: now() };
      } else delete kept[draft.pageKey];
    }
    writeKept(storage, kept);
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(write, delay);
  };

  const offer = (pageKey: string) => {
    const keptDraft = kept[pageKey];
    const draft = useEditorStore.getState().drafts[pageKey];
    if (!keptDraft || !draft) return;
    if (same(keptDraft.doc, draft.doc)) {
      delete kept[pageKey];
      schedule();
      return;
    }
    pending.add(pageKey);
    useRecovery.setState({
      offer: { pageKey, keptAt: keptDraft.keptAt, savedSince: !same(keptDraft.base, draft.saved) },
    });
  };
  const answered = (pageKey: string) => {
    pending.delete(pageKey);
    if (useRecovery.getState().offer?.pageKey === pageKey) useRecovery.setState({ offer: null });
  };

  active = {
    restore() {
      const offered = useRecovery.getState().offer;
      const keptDraft = offered && kept[offered.pageKey];
      if (!offered || !keptDraft) return;
      const current = useEditorStore.getState().location?.pageKey;
      answered(offered.pageKey);
      if (current !== offered.pageKey) return;
      edit((doc) => {
        doc.template = keptDraft.doc.template;
        doc.page = keptDraft.doc.page;
        doc.component_data = keptDraft.doc.component_data;
      });
      write();
    },
    discard() {
      const offered = useRecovery.getState().offer;
      if (!offered) return;
      answered(offered.pageKey);
      delete kept[offered.pageKey];
      write();
    },
  };

  const unsubscribe = useEditorStore.subscribe((state, previous) => {
    if (state.drafts === previous.drafts) return;
    for (const pageKey of Object.keys(state.drafts)) {
      if (!(pageKey in previous.drafts)) offer(pageKey);
    }
    schedule();
  });
  // a closing tab gets no more timers: write at once
  const onHide = () => {
    if (timer !== undefined) write();
  };
  window.addEventListener('pagehide', onHide);

  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', onHide);
    if (timer !== undefined) write();
    active = null;
  };
}
