/**
 * The server's read-mostly cache of data that does not depend on the shopper (storefront
 * settings, menus, templates, plugin config, product grids, category trees, facets; DESIGN §6).
 * Each entry is keyed by its inputs and carries tags naming what it was built from; an admin write
 * forgets the entries of its tags at once (`invalidate`), and every entry also ages out: fresh for
 * `ttlMs`, then served stale for up to `staleMs` more while one refresh runs in the background.
 * Failed loads are never kept. One load per key runs at a time: concurrent misses share it.
 *
 * `invalidate(tags)` is the one interface an invalidation goes through, whatever sends it (the
 * embedded API's writes here; a CDN purge or another process's notice later, issue 22).
 */
export interface SharedCache {
  /**
   * The value of `key`: the cached one, or what `load` answers (kept under `tags`).
   * `onFreshUntil` hears until when (epoch ms) the answer given counts as fresh: in the past for
   * one served stale, 0 for one that was forgotten while it loaded. What is built from the answer
   * (a page the server keeps, runtime/server/page-store.ts) is never kept longer than that.
   */
  get<T>(
    key: string,
    tags: readonly string[],
    load: () => Promise<T>,
    onFreshUntil?: (until: number) => void,
  ): Promise<T>;
  /** Forgets every entry carrying one of `tags`; {@link ALL_TAGS} forgets everything. */
  invalidate(tags: readonly string[]): void;
  /** Entries held (loaded or loading). */
  readonly size: number;
}

/** How long an answer is served stale while one refresh runs, by default. */
export const DEFAULT_STALE_MS = 60_000;

/** The tag that stands for every entry: `invalidate([ALL_TAGS])` empties the cache. */
export const ALL_TAGS = '*';

export interface SharedCacheOptions {
  /** How long an entry is served without asking again. @default 10 000 */
  ttlMs?: number;
  /** How long after that it is still served, while one refresh runs. @default 60 000 */
  staleMs?: number;
  /** Entries kept at most; the least recently used go first. @default 5 000 */
  maxEntries?: number;
  /** The clock. @default Date.now */
  now?: () => number;
}

interface Entry {
  tags: readonly string[];
  /** Set once the first load succeeded. */
  value?: { data: unknown; storedAt: number };
  /** The load in flight (the first one, or a background refresh). */
  pending?: Promise<unknown> | undefined;
}

/** A {@link SharedCache} in this process's memory. */
export function createSharedCache(options: SharedCacheOptions = {}): SharedCache {
  const ttlMs = options.ttlMs ?? 10_000;
  const staleMs = options.staleMs ?? DEFAULT_STALE_MS;
  const maxEntries = options.maxEntries ?? 5_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  function touch(key: string, entry: Entry): void {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
  }

  /** Runs `load` for `entry`; its answer is kept only while the entry is still the key's. */
  function start<T>(key: string, entry: Entry, load: () => Promise<T>): Promise<T> {
    const pending = load().then(
      (data) => {
        if (entries.get(key) === entry) entry.value = { data, storedAt: now() };
        entry.pending = undefined;
        return data;
      },
      (error: unknown) => {
        entry.pending = undefined;
        // a failed first load leaves nothing behind; a failed refresh keeps the stale value
        if (entry.value === undefined && entries.get(key) === entry) entries.delete(key);
        throw error;
      },
    );
    entry.pending = pending;
    return pending;
  }

  /** Until when `value` is fresh; 0 when there is none (forgotten while it loaded). */
  const freshUntil = (value: Entry['value']) => (value ? value.storedAt + ttlMs : 0);

  return {
    get<T>(
      key: string,
      tags: readonly string[],
      load: () => Promise<T>,
      onFreshUntil?: (until: number) => void,
    ): Promise<T> {
      const entry = entries.get(key);
      if (entry?.value) {
        const { value } = entry;
        const age = now() - value.storedAt;
        if (age < ttlMs + staleMs) {
          touch(key, entry);
          if (age >= ttlMs && !entry.pending) start(key, entry, load).catch(() => {});
          onFreshUntil?.(freshUntil(value));
          return Promise.resolve(value.data as T);
        }
      } else if (entry?.pending) {
        const waited = entry;
        return (entry.pending as Promise<T>).then((data) => {
          onFreshUntil?.(entries.get(key) === waited ? freshUntil(waited.value) : 0);
          return data;
        });
      }
      const fresh: Entry = { tags };
      touch(key, fresh);
      return start(key, fresh, load).then((data) => {
        onFreshUntil?.(entries.get(key) === fresh ? freshUntil(fresh.value) : 0);
        return data;
      });
    },
    invalidate(tags: readonly string[]): void {
      if (tags.includes(ALL_TAGS)) {
        entries.clear();
        return;
      }
      for (const [key, entry] of entries) {
        if (entry.tags.some((tag) => tags.includes(tag))) entries.delete(key);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
