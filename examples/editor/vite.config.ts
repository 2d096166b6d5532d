import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The example editor (`npm run editor`): its own Vite app on its own origin, so it talks to the
 * storefront the way a platform's editor would, across origins.
 *
 * - STOREFRONT_URL: the storefront to open, or several, comma-separated: the first is opened, another
 *   with `?storefront=<origin>` (only these: the editor sends its admin token there).
 *   @default 'http://localhost:3000'
 * - EDITOR_PORT: the editor's port. @default 3001 (allowed by the storefront's default EDITOR_ORIGINS)
 */
const storefronts = (process.env.STOREFRONT_URL ?? 'http://localhost:3000')
  .split(',')
  .map((url) => new URL(url.trim()).origin);
const port = Number(process.env.EDITOR_PORT ?? 3001);

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  plugins: [react()],
  define: { __STOREFRONT_URLS__: JSON.stringify(storefronts) },
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: {
    // not under build/ (the storefront's build owns it), and one per port: the storefront URL is
    // built in, so two test runs on different ports must not share a folder
    outDir: fileURLToPath(
      new URL(`../../node_modules/.cache/example-editor-${port}`, import.meta.url),
    ),
    emptyOutDir: true,
    // an admin tool, loaded once: one bundle is fine
    chunkSizeWarningLimit: 1200,
  },
});
