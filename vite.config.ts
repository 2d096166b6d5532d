import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { chunkModules } from './scripts/chunk-modules.ts';
import { precompress } from './scripts/precompress.ts';
import { sectionClientPlugin } from './scripts/section-client-plugin.ts';
import { storefrontTheme } from './scripts/theme-plugin.ts';

export default defineConfig({
  plugins: [
    // The theme (storefront.config.ts, or THEME=<folder>) and its browser validators (decision 16)
    storefrontTheme(),
    reactRouter(),
    // Section schemas, presets and server loads stay on the server (decision 0010)
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
    // One chunk per section keeps each page's JavaScript to what it uses.
    cssCodeSplit: true,
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            {
              // What every page runs, in one file rather than a dozen: it compresses better
              // together (about 3 KB gzip less) and is cached across deploys of shop code.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query|@stitches|js-cookie)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { port: 3000 },
});
