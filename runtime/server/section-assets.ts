import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
}

/** Maps section keys to the client chunks their component needs. */
export type SectionAssets = (keys: Iterable<string>) => string[];

// Built-in sections follow the house layout `sections/<group>/<key>/<Component>.tsx` (STYLE.md),
// the component named after its key (`product-listing` → `ProductListing.tsx`). That is how a chunk
// is traced back to its key; other lazy components of the folder (a dialog, a form) are not the
// section's entry and are never mistaken for it. A section elsewhere still works; it just loads
// lazily instead of being preloaded. A theme's sections follow the same layout in its own
// `sections/` folder (`<theme>/sections/opening-times/OpeningTimes.tsx`, the group folder
// optional); where a theme overrides a built-in, its chunk wins over the built-in's.
const SECTION_SOURCE = /^(?:(.+)\/)?sections\/(?:[^/]+\/)?([a-z0-9-]+)\/([A-Z][A-Za-z0-9]*)\.tsx$/;

/** `product-listing` → `ProductListing`. */
function componentName(key: string): string {
  return key.replace(/(?:^|-)([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

/** The section key whose component `src` is, if it is one, and whether a theme's folder holds it. */
function sectionKeyOf(src: string): { key: string; theme: boolean } | undefined {
  const match = SECTION_SOURCE.exec(src);
  const [, folder, key, component] = match ?? [];
  return key && component === componentName(key) ? { key, theme: Boolean(folder) } : undefined;
}

/**
 * Reads the client build's Vite manifest once and answers, for the section keys on a page, the
 * URLs to `modulepreload` so their chunks download with the entry instead of after hydration.
 * Without a manifest (development) it answers nothing.
 */
export function loadSectionAssets(clientDir: string | undefined): SectionAssets {
  const path = clientDir ? join(clientDir, '.vite', 'manifest.json') : '';
  if (!path || !existsSync(path)) return () => [];
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;

  const byKey = new Map<string, string[]>();
  const fromTheme = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    const section = chunk.isDynamicEntry && chunk.src ? sectionKeyOf(chunk.src) : undefined;
    if (!section || (fromTheme.has(section.key) && !section.theme)) continue;
    const { key } = section;
    if (section.theme) fromTheme.add(key);
    const files = new Set<string>();
    const visit = (entry: ManifestChunk | undefined) => {
      if (!entry || files.has(`/${entry.file}`)) return;
      files.add(`/${entry.file}`);
      for (const name of entry.imports ?? []) visit(manifest[name]);
    };
    visit(chunk);
    byKey.set(key, [...files]);
  }

  return (keys) => {
    const urls = new Set<string>();
    for (const key of keys) for (const url of byKey.get(key) ?? []) urls.add(url);
    return [...urls];
  };
}
