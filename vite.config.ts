import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';

export default defineConfig({
  plugins: [
    reactRouter(),
    // Brotli and gzip copies of every client asset, sent by Accept-Encoding
    precompress(),
  ],
  build: {
    // The server reads the client manifest to preload the chunks of the sections on each page.
    manifest: true,
    // One chunk per section keeps each page's JavaScript to what it uses.
    cssCodeSplit: true,
  },
  server: { port: 3000 },
});
