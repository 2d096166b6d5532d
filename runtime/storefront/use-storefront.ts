import { createContext, useContext, useMemo } from 'react';
import { usePreviewStore } from '../render/preview-store.ts';
import { DEFAULT_STOREFRONT_VALUES } from './default-storefront-values.ts';
import type { StorefrontValues } from './initial-values.ts';
import { useRootData } from './root-data.ts';

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
  const edited = usePreviewStore((state) => state.storefront);
  return useMemo(
    () => (edited === null ? values : { ...values, storefront: edited }),
    [values, edited],
  );
}
