import { useRouteLoaderData } from 'react-router';
import type { ThemeHead } from '../../themes/index.ts';
import type { StorefrontValues } from './initial-values.ts';

/**
 * What the root loader (runtime/app/root.tsx) answers for every page, declared once: the loader
 * is checked against it (`satisfies RootData`) and the shell reads it with {@link useRootData}.
 */
export interface RootData {
  /** The store's initial values, parsed on the server (spec §3 "Initial-values response"). */
  storefrontValues: StorefrontValues;
  /**
   * Whether the values are everyone's: no cookie of the shopper's own reached the server (a
   * guest, or a public page answered as everyone gets it, decision 0022). The browser then asks
   * for the shopper's own when the shopper hint says there are some (`useShopperValues`).
   */
  everyone: boolean;
  /** The store theme's `<head>`: font preloads and faces, CSS variables, custom CSS. */
  theme: ThemeHead;
  /** Origins allowed to frame the shop for editing; the editor bridge checks handshakes against them. */
  editorOrigins: readonly string[];
}

/**
 * The root loader's data, or `undefined` where there is none (the root error boundary when the
 * store itself could not be read, and stories or tests without a data router's root route).
 */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}
