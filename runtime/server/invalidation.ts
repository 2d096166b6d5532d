import type { CacheBus } from './cache-bus.ts';
import type { PageStore } from './page-store.ts';
import { type Purger, purgeKeysOf } from './purger.ts';
import type { SharedCache } from './shared-cache.ts';

/** What forgetting `tags` means: this process's cache and pages, the CDN, the other processes. */
export interface Invalidator {
  /**
   * `tags` changed: this process's shared cache and page store forget them, then the CDN purges
   * their pages; unless the change came from another process (`fromBus`), the other processes
   * hear of it.
   */
  invalidate(tags: readonly string[], fromBus?: boolean): void;
}

export interface InvalidatorOptions {
  cache: SharedCache | null;
  /** The pages this process keeps (runtime/server/page-store.ts). */
  pages?: PageStore | null;
  purger?: Purger | null;
  bus?: CacheBus | null;
  /**
   * The CDN is purged again this long after: a page rendered from the old data while the change
   * was on its way (on another process) is not kept for its whole s-maxage. @default 1 000
   */
  repurgeMs?: number;
}

/**
 * Every process purges the CDN after forgetting its own cache, so once the last process has
 * heard, no page it renders from old data stays in the CDN.
 */
export function createInvalidator(options: InvalidatorOptions): Invalidator {
  const { cache, pages, purger, bus } = options;
  const repurgeMs = options.repurgeMs ?? 1_000;
  return {
    invalidate(tags, fromBus = false) {
      if (tags.length === 0) return;
      cache?.invalidate(tags);
      const keys = purgeKeysOf(tags);
      pages?.forget(keys);
      if (!fromBus) void bus?.publish(tags);
      if (!purger) return;
      void purger.purge(keys);
      if (repurgeMs > 0) setTimeout(() => void purger.purge(keys), repurgeMs).unref?.();
    },
  };
}
