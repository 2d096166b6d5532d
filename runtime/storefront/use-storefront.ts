import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { StorefrontValues } from './initial-values.ts';
import { useRootData } from './root-data.ts';

// What the page shows over the root loader's values, in a plain module store every page carries
// (a few bytes; a module of its own would be a chunk of its own):
// - the store settings the editor is editing (`previewStorefront`, issue 25), set by the editor
//   bridge in the preview only; it holds how the edited settings change the shop's values, so the
//   merging is the preview chunk's code;
// - the shopper's own values (decision 0022), when the page is the one everyone gets and the
//   browser asked for them once it hydrated (runtime/storefront/use-shopper-values.ts).
// For a guest in the shop, both stay `null`: the root loader's values.
type Edit = (values: StorefrontValues) => StorefrontValues;
/** The shopper's part of the storefront values. */
export type ShopperValues = Pick<StorefrontValues, 'isLoggedIn' | 'account' | 'adminToken'>;
let edited: Edit | null = null;
let shopper: ShopperValues | null = null;
// moves on with every change; 0 is what the server drew with, so a part hydrating later starts
// from the server's values and then takes the overlay
let version = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => version;
const readServer = () => 0;
const changed = () => {
  version += 1;
  for (const listener of listeners) listener();
};

/** Shows the editor's store settings over the shop's values (`null`: the shop's own again). */
export function showStorefront(edit: Edit | null): void {
  edited = edit;
  changed();
}

/** Shows the shopper's own values over a page everyone gets (decision 0022). */
export function showShopper(values: ShopperValues | null): void {
  shopper = values;
  changed();
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
 * server (malformed parts already replaced by their defaults, with one warning there). Where the
 * root loader has no data (it failed), the root error boundary provides the defaults
 * (`DEFAULT_STOREFRONT_VALUES`, loaded with the error page only). On a page everyone
 * gets, a shopper's own values (logged in, the account) arrive once it has hydrated (decision
 * 0022): until then the page is a guest's. In the editor's preview, the store settings being
 * edited replace the storefront (never for shoppers: only the editor bridge sets them).
 */
export function useStorefront(): StorefrontValues {
  const provided = useContext(StorefrontValuesContext);
  const root = useRootData();
  const values = provided ?? root?.storefrontValues;
  if (!values)
    throw new Error('useStorefront: no root loader data and no StorefrontValuesProvider');
  const shown = useSyncExternalStore(subscribe, read, readServer) > 0;
  // the shopper's own values replace only everyone's (a page drawn for them has theirs already)
  const own = shown && provided === null && root?.everyone ? shopper : null;
  const merged = useMemo(() => (own ? { ...values, ...own } : values), [values, own]);
  // in the editor's preview only: the store settings being edited (`previewStorefront`)
  return shown && edited ? edited(merged) : merged;
}
