import type { Handler } from 'hono';
import type { ServerBuild } from 'react-router';
import type { ManifestEntry } from '../../registry/index.ts';

/** What runtime/app/entry.server.tsx exports beside React Router's own entry functions. */
export interface SectionManifestExport {
  /** The server registry's `manifest()`: every section with its schema and presets. */
  sectionManifest: () => ManifestEntry[];
}

/** Said when a server build does not export `sectionManifest` from its entry. */
export const NO_SECTION_MANIFEST =
  'The server build has no section manifest: runtime/app/entry.server.tsx must export `sectionManifest`.';

/**
 * `GET /__storefront/sections` (SECTION_MANIFEST_PATH, decision 0010): the section manifest for
 * the editor frame, whose browser build carries no schemas or presets. It comes from the server
 * build's own registry, so it lists exactly what SSR validates and renders, theme sections
 * included, and in development follows every reload. Never cached: a deploy may change it.
 */
export function sectionManifest(build: ServerBuild | (() => Promise<ServerBuild>)): Handler {
  return async (c) => {
    c.header('Cache-Control', 'no-store');
    const server = typeof build === 'function' ? await build() : build;
    const manifest = (server.entry.module as Partial<SectionManifestExport>).sectionManifest;
    if (typeof manifest !== 'function') {
      console.error(`[storefront] ${NO_SECTION_MANIFEST}`);
      return c.json({ message: NO_SECTION_MANIFEST }, 500);
    }
    return c.json(manifest());
  };
}
