import { writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the client build lists the modules of each chunk, relative to the client output dir. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/** `build/client/.vite/chunk-modules.json`: chunk file name → the source modules bundled in it. */
export type ChunkModules = Record<string, string[]>;

/**
 * Writes which source modules each browser chunk holds, so the page budgets
 * (tests/budgets/page-budgets.ts) can say which modules a page loaded, not only how much: the
 * framework chunk must hold nothing else, and no shopper page may load ajv, postmate or the editor
 * overlays. Paths are relative to the project (`node_modules/ajv/dist/ajv.js`,
 * `runtime/preview/overlays.tsx`). Only the browser build.
 */
export function chunkModules(): Plugin {
  return {
    name: 'storefront:chunk-modules',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const root = process.cwd();
      const modules: ChunkModules = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        modules[fileName] = output.moduleIds
          .filter((id) => !id.startsWith('\0'))
          .map((id) => relative(root, id.replace(/[?#].*$/, '')).replaceAll('\\', '/'));
      }
      await writeFile(join(dir, CHUNK_MODULES_FILE), JSON.stringify(modules));
    },
  };
}
