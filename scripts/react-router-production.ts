import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The entry points of react-router the browser imports, and their file in each build. */
const ENTRIES: Record<string, string> = {
  'react-router': 'index.mjs',
  'react-router/dom': 'dom-export.mjs',
};

/**
 * The browser's react-router is its production build. The package's exports name only its
 * development build (remix-run/react-router#12532, "intended to be temporary"), which differs from
 * the production one in `ENABLE_DEV_WARNINGS` alone: with it on, every page's framework chunk
 * carried the development warnings, their messages and the development error screens. Only the
 * browser build: the server keeps the package as Node resolves it, the same copy
 * `@react-router/node` imports.
 */
export function reactRouterProduction(): Plugin {
  const require = createRequire(import.meta.url);
  const dist = join(dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  return {
    name: 'storefront:react-router-production',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source) {
      const file = ENTRIES[source];
      return file ? join(dist, file) : null;
    },
  };
}
