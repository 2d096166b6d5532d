import { createRegistry } from '../../registry/index.ts';
import { builtinSections } from '../../sections/index.ts';
import type { ApiClient } from '../api/client.ts';

/**
 * The storefront's section registry: the built-in sections plus whatever a theme registers (see
 * examples/custom-section). Created once per process on the server and once in the browser.
 */
export const registry = createRegistry(builtinSections);

declare module '../../registry/index.ts' {
  interface Register {
    sections: typeof builtinSections;
    api: ApiClient;
  }
}
