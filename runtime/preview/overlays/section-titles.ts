import { useSyncExternalStore } from 'react';

/**
 * The sections' titles in the preview, from the section manifest the bridge fetches from the
 * storefront server (decision 0010): the browser's definitions carry no title or group, so the
 * shoppers' registry chunk does not grow with each registered section. Until the manifest has
 * arrived (or when it could not be loaded), a section is named by its key.
 */
let titles: ReadonlyMap<string, string> = new Map();
const listeners = new Set<() => void>();

/** Keeps the titles of `manifest` for the preview's section chrome. */
export function setSectionTitles(manifest: readonly { key: string; title: string }[]): void {
  titles = new Map(manifest.map((entry) => [entry.key, entry.title]));
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The title of section type `key`, as the manifest names it; the key until it is known. */
export function useSectionTitle(key: string): string {
  const known = useSyncExternalStore(
    subscribe,
    () => titles.get(key),
    () => undefined,
  );
  return known ?? key;
}
