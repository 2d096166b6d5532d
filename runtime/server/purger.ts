import { logger } from './logger.ts';
import { EVERY_PAGE_KEY } from './page-cache.ts';
import { ALL_TAGS } from './shared-cache.ts';

/**
 * What tells the CDN in front of the shop to forget pages (issue 22): `purge(keys)` drops every
 * cached page whose `Surrogate-Key` header names one of `keys` (runtime/server/page-cache.ts).
 * The one shipped speaks to Varnish ({@link varnishPurger}); a Fastly or Cloudflare purger is
 * another implementation of this interface (docs/deploy.md).
 */
export interface Purger {
  purge(keys: string[]): Promise<void>;
}

/** The request header naming the keys of a `BAN`, space-separated (deploy/varnish/default.vcl). */
export const PURGE_KEYS_HEADER = 'X-Purge-Keys';

/** The surrogate keys of shared-cache `tags`: {@link ALL_TAGS} is every page. */
export function purgeKeysOf(tags: readonly string[]): string[] {
  return tags.includes(ALL_TAGS) ? [EVERY_PAGE_KEY] : [...new Set(tags)];
}

export interface VarnishPurgerOptions {
  /** `fetch` to send with. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** How long one BAN may take. @default 2 000 */
  timeoutMs?: number;
}

/**
 * Sends `BAN <url>` with {@link PURGE_KEYS_HEADER} to Varnish at `url` (CDN_PURGE_URL). A purge
 * that fails is logged, never thrown: the admin's write has happened, and the pages age out at
 * their `s-maxage` anyway.
 */
export function varnishPurger(url: string, options: VarnishPurgerOptions = {}): Purger {
  const send = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 2_000;
  return {
    async purge(keys) {
      if (keys.length === 0) return;
      try {
        const answer = await send(url, {
          method: 'BAN',
          headers: { [PURGE_KEYS_HEADER]: keys.join(' ') },
          signal: AbortSignal.timeout(timeoutMs),
        });
        await answer.body?.cancel();
        if (!answer.ok) logger().warn({ status: answer.status, keys }, 'CDN purge refused');
      } catch (error) {
        logger().warn({ err: error, keys }, 'CDN purge failed');
      }
    },
  };
}
