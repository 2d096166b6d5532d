import { createContext, useContext, useSyncExternalStore } from 'react';
import { DEFAULT_STOREFRONT_VALUES } from './default-storefront-values.ts';
import type { StorefrontValues } from './initial-values.ts';
import { useRootData } from './root-data.ts';

// The store settings the editor is editing (`previewStorefront`, issue 25), set by the editor
// bridge in the preview only: a plain module store, a few bytes here (a module of its own would
// be a chunk of its own). It holds how the edited settings change the shop's values, so the
// merging is the preview chunk's code. For shoppers it stays `null`: the root loader's values.
type Edit = (values: StorefrontValues) => StorefrontValues;
let edited: Edit | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => edited;

/** Shows the editor's store settings over the shop's values (`null`: the shop's own again). */
export function showStorefront(edit: Edit | null): void {
  edited = edit;
  for (const listener of listeners) listener();
}

const StorefrontValuesContext = createContext<StorefrontValues | null>(null);

/**
 * Supplies storefront values without a root loader: for stories, component tests and previews.
 * In the storefront itself, `useStorefront` reads the root loader's data.
 */
export const StorefrontValuesProvider = StorefrontValuesContext.Provider;

/**
 * The store's storefront, settings, plugins and account (spec §3 "Initial-values response") for
 * sections and runtime pieces: currency, flags, store details. The root loader parsed them on the
 * server (malformed parts already replaced by their defaults, with one warning there); the
 * defaults apply when the root loader has no data (the root error boundary). In the editor's
 * preview, the store settings being edited replace the storefront (never for shoppers: only the
 * editor bridge sets them).
 */
export function useStorefront(): StorefrontValues {
  const provided = useContext(StorefrontValuesContext);
  const root = useRootData();
  const values = provided ?? root?.storefrontValues ?? DEFAULT_STOREFRONT_VALUES;
  // in the editor's preview only: the store settings being edited (`previewStorefront`)
  const edit = useSyncExternalStore(subscribe, read, read);
  return edit ? edit(values) : values;
}
