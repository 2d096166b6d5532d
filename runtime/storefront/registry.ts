import theme from '@storefront/theme';
import { createRegistry } from '../../registry/index.ts';
import type { ApiClient } from '../api/client.ts';

/**
 * The storefront's section registry: every section of the theme the shop is built with
 * (`storefront.config.ts`, read through the `@storefront/theme` module). Created once per process on
 * the server and once in the browser.
 */
export const registry = createRegistry(theme.sections);

declare module '../../registry/index.ts' {
  interface Register {
    sections: (typeof theme)['sections'];
    api: ApiClient;
  }
}
