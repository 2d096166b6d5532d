import { createContext, useContext } from 'react';
import { useRouteLoaderData } from 'react-router';
import { warnOnce } from '../render/warn-once.ts';
import { readInitialValues, type StorefrontValues } from './initial-values.ts';

const StorefrontValuesContext = createContext<StorefrontValues | null>(null);

/**
 * Supplies storefront values without a root loader: for stories, component tests and previews.
 * In the storefront itself, `useStorefront` reads the root loader's data.
 */
export const StorefrontValuesProvider = StorefrontValuesContext.Provider;

const parsed = new WeakMap<object, StorefrontValues>();
let defaults: StorefrontValues | undefined;

/**
 * The storefront values of the root loader's `initialValues`, parsed once per response. Malformed
 * parts get their defaults and one warning naming them (issue "Bad input": the page still renders).
 */
export function storefrontValuesOf(initialValues: unknown): StorefrontValues {
  if (typeof initialValues !== 'object' || initialValues === null) {
    if (initialValues !== undefined && initialValues !== null) {
      warnOnce('The initial values are not an object; the storefront defaults apply.');
    }
    defaults ??= readInitialValues(undefined).values;
    return defaults;
  }
  const cached = parsed.get(initialValues);
  if (cached) return cached;
  const { values, problems } = readInitialValues(initialValues);
  if (problems.length > 0) {
    warnOnce(
      `Some storefront settings are missing or malformed, so their defaults apply: ${problems.join('; ')}. ` +
        'Fix them in the store settings (PUT /api/admin/storefront or /api/admin/settings).',
    );
  }
  parsed.set(initialValues, values);
  return values;
}

/**
 * The store's parsed storefront, settings, plugins and account (spec §3 "Initial-values
 * response") for sections and runtime pieces: currency, flags, store details. Defaults apply when
 * the root loader has no data (error pages) or sent malformed values.
 */
export function useStorefront(): StorefrontValues {
  const provided = useContext(StorefrontValuesContext);
  const root = useRouteLoaderData('root') as { initialValues?: unknown } | undefined;
  return provided ?? storefrontValuesOf(root?.initialValues);
}
