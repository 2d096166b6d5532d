import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { chunkModules } from './scripts/chunk-modules.ts';
import { precompress } from './scripts/precompress.ts';
import { reactRouterProduction } from './scripts/react-router-production.ts';
import { sectionClientPlugin } from './scripts/section-client-plugin.ts';
import { storefrontTheme } from './scripts/theme-plugin.ts';

export default defineConfig({
  plugins: [
    // The theme (storefront.config.ts, or THEME=<folder>) and its browser validators (decision 16)
    storefrontTheme(),
    reactRouter(),
    // the browser runs react-router's production build, which its package does not export
    reactRouterProduction(),
    // Section schemas, presets and server loads stay on the server (decision 0010); the server
    // knows where each component is (decision 0023); shell sections' components are entries
    sectionClientPlugin(),
    // Brotli and gzip copies of every client asset, sent by Accept-Encoding
    precompress(),
    // Which modules each chunk holds, for the page budgets (tests/budgets)
    chunkModules(),
  ],
  build: {
    // The server reads the client manifest to preload the chunks of the sections on each page.
    manifest: true,
    // No dependency lists beside every dynamic import (decision 0018): the server already
    // modulepreloads each page's chunks with all they import, and a chunk loaded later (on
    // intent, on a client navigation) fetches its imports as the browser reads them. The lists
    // were 5–6 KB gzip of every page's initial script.
    modulePreload: false,
    cssCodeSplit: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page runs, in one file rather than a dozen: it compresses better
              // together (about 3 KB gzip less) and is cached across deploys of shop code.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query|@stitches|js-cookie)[\\/]/,
            },
            // The rest of what every page runs, in one file rather than forty (decision 0019):
            // gzip compresses a file on its own, so forty small ones cost 8 KB more, and each is a
            // request. A section's own code keeps its own chunk, so a page loads the sections on it.
            {
              // what the entries import: the client entry, the root route and the page route
              // (less the admin login, the one route a shopper never opens), and the components
              // of the sections that say `bundle: 'shell'`, which the section client plugin makes
              // entries
              name: 'shell',
              tags: ['$initial'],
              test: (id: string) => !/routes[\\/]admin-login\./.test(id),
            },
          ],
        },
      },
    },
  },
  server: { port: 3000 },
});
