import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AnySectionDefinition } from '../../registry/index.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

/**
 * Where the browser finds section components (decision 0023). The server's build writes each
 * definition's `componentModule` (scripts/section-client-plugin.ts); this maps it to the browser's
 * file. A definition without one (its component written otherwise) has no file here: the browser
 * then finds it through the whole registry.
 */
/** What of a definition names its component's module. */
type Placed = Pick<AnySectionDefinition, 'componentModule'>;

export interface SectionModules {
  /** The URL whose default export is `definition`'s component. */
  url(definition: Placed): string | undefined;
  /** What to `modulepreload` for `definitions`: each one's file and every file it imports. */
  preloads(definitions: Iterable<Placed>): string[];
}

/** No files at all: the browser finds every component through the whole registry. */
export const NO_SECTION_MODULES: SectionModules = { url: () => undefined, preloads: () => [] };

/**
 * The development server's: Vite serves each module at its path from the root (`/@fs/` and the
 * absolute path outside it), and there is nothing to preload.
 */
export function devSectionModules(root: string): SectionModules {
  return {
    url: ({ componentModule }) => {
      if (!componentModule) return undefined;
      return componentModule.startsWith('../')
        ? `/@fs${resolve(root, componentModule)}`
        : `/${componentModule}`;
    },
    preloads: () => [],
  };
}

/**
 * The production server's, read once from the client build's Vite manifest: a component's module
 * is an entry of the browser's build (a section's own chunk, or for a section of the shell a file
 * that re-exports it from there). Without a manifest, {@link NO_SECTION_MODULES}.
 */
export function builtSectionModules(clientDir: string | undefined): SectionModules {
  const path = clientDir ? join(clientDir, '.vite', 'manifest.json') : '';
  if (!path || !existsSync(path)) return NO_SECTION_MODULES;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const entryOf = (definition: Placed) => {
    const chunk = definition.componentModule ? manifest[definition.componentModule] : undefined;
    return chunk && (chunk.isEntry || chunk.isDynamicEntry) ? chunk : undefined;
  };

  return {
    url(definition) {
      const chunk = entryOf(definition);
      return chunk && `/${chunk.file}`;
    },
    preloads(definitions) {
      const files = new Set<string>();
      const visit = (chunk: ManifestChunk | undefined) => {
        if (!chunk || files.has(`/${chunk.file}`)) return;
        files.add(`/${chunk.file}`);
        for (const name of chunk.imports ?? []) visit(manifest[name]);
      };
      for (const definition of definitions) visit(entryOf(definition));
      return [...files];
    },
  };
}
