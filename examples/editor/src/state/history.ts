import { applyPatches, type Draft, enablePatches, type Patch, produceWithPatches } from 'immer';

enablePatches();

/** One undoable edit: immer's patches and their inverse. */
export interface HistoryEntry {
  patches: Patch[];
  inverse: Patch[];
  /** Edits with the same key within `COALESCE_MS` merge (typing in one field is one undo step). */
  coalesceKey: string | undefined;
  at: number;
}

/** Undo and redo stacks, most recent last. */
export interface History {
  past: HistoryEntry[];
  future: HistoryEntry[];
}

/** How close in time two edits of the same field must be to undo as one. */
export const COALESCE_MS = 1000;
/** Oldest entries are dropped beyond this. */
export const HISTORY_LIMIT = 200;

export const emptyHistory = (): History => ({ past: [], future: [] });

/**
 * Applies `recipe` to `base` and records it: returns the new value and history, or `null` when the
 * recipe changed nothing. A new edit clears the redo stack.
 */
export function recordEdit<T extends object>(
  base: T,
  history: History,
  recipe: (draft: Draft<T>) => void,
  options: { coalesceKey?: string | undefined; now?: number } = {},
): { value: T; history: History } | null {
  const [value, patches, inverse] = produceWithPatches(base, recipe);
  if (patches.length === 0) return null;
  const now = options.now ?? Date.now();
  const last = history.past.at(-1);
  const past = history.past.slice(-HISTORY_LIMIT + 1);
  if (
    last &&
    options.coalesceKey !== undefined &&
    last.coalesceKey === options.coalesceKey &&
    now - last.at <= COALESCE_MS
  ) {
    past[past.length - 1] = {
      patches: [...last.patches, ...patches],
      inverse: [...inverse, ...last.inverse],
      coalesceKey: last.coalesceKey,
      at: now,
    };
  } else {
    past.push({ patches, inverse, coalesceKey: options.coalesceKey, at: now });
  }
  return { value: value as T, history: { past, future: [] } };
}

/** Steps back one edit, or `null` when there is nothing to undo. */
export function undoEdit<T extends object>(
  value: T,
  history: History,
): { value: T; history: History } | null {
  const entry = history.past.at(-1);
  if (!entry) return null;
  return {
    value: applyPatches(value, entry.inverse),
    history: { past: history.past.slice(0, -1), future: [...history.future, entry] },
  };
}

/** Re-applies the last undone edit, or `null` when there is nothing to redo. */
export function redoEdit<T extends object>(
  value: T,
  history: History,
): { value: T; history: History } | null {
  const entry = history.future.at(-1);
  if (!entry) return null;
  return {
    value: applyPatches(value, entry.patches),
    // a redone edit never merges with the next one
    history: {
      past: [...history.past, { ...entry, coalesceKey: undefined }],
      future: history.future.slice(0, -1),
    },
  };
}
