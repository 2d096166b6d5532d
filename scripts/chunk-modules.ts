import { writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the client build lists the modules of each chunk, relative to the client output dir. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/** `build/client/.vite/chunk-modules.json`: chunk file name → the source modules bundled in it. */
export type ChunkModules = Record<string, string[]>;

/** Where the client build writes how much code each module left in its chunk. */
export const CHUNK_MODULE_SIZES_FILE = '.vite/chunk-module-sizes.json';

/**
 * `build/client/.vite/chunk-module-sizes.json`: chunk file name → module → the length of the code
 * the bundler rendered for it (before minification; unused exports already dropped). The bundle
 * analysis (`scripts/bundle-analysis.ts`) shares each chunk's gzip size out by these.
 */
export type ChunkModuleSizes = Record<string, Record<string, number>>;

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
      // a package read through a linked node_modules (a git worktree's, `../main/node_modules/x`)
      // is named as the project's own `node_modules/x`, as the budgets' patterns expect
      const project = (id: string) =>
        relative(root, id.replace(/[?#].*$/, ''))
          .replaceAll('\\', '/')
          .replace(/^(?:\.\.\/)+(?:[^/]+\/)*?node_modules\//, 'node_modules/');
      const modules: ChunkModules = {};
      const sizes: ChunkModuleSizes = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        modules[fileName] = output.moduleIds.filter((id) => !id.startsWith('\0')).map(project);
        sizes[fileName] = Object.fromEntries(
          Object.entries(output.modules)
            .filter(([id, rendered]) => !id.startsWith('\0') && rendered.renderedLength > 0)
            .map(([id, rendered]) => [project(id), rendered.renderedLength]),
        );
      }
      await writeFile(join(dir, CHUNK_MODULES_FILE), JSON.stringify(modules));
      await writeFile(join(dir, CHUNK_MODULE_SIZES_FILE), JSON.stringify(sizes));
    },
  };
}
