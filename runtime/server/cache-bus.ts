import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { logger } from './logger.ts';

/** The one PostgreSQL channel every storefront process listens on (issue 22). */
export const CACHE_CHANNEL = 'storefront_cache';

/**
 * Invalidations between the storefront processes of one shop: `publish(tags)` after an admin
 * write reaches every other process, which forgets those tags.
 */
export interface CacheBus {
  publish(tags: readonly string[]): Promise<void>;
  /** Resolves once this process listens (the first time). */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

export interface PostgresCacheBusOptions {
  /** Tags another process invalidated. */
  onTags: (tags: readonly string[]) => void;
  /**
   * The listening connection was lost, and again once it is back: notices sent meanwhile were
   * missed, so the caller forgets everything.
   */
  onLost: () => void;
  /** Wait between attempts to listen again. @default 1 000 */
  retryMs?: number;
}

interface Notice {
  from: string;
  tags: string[];
}

function noticeOf(payload: string): Notice | null {
  try {
    const value = JSON.parse(payload) as Partial<Notice>;
    return typeof value.from === 'string' && Array.isArray(value.tags)
      ? { from: value.from, tags: value.tags.filter((tag) => typeof tag === 'string') }
      : null;
  } catch {
    return null;
  }
}

/**
 * A {@link CacheBus} on PostgreSQL `LISTEN/NOTIFY` (DATABASE_URL): one connection listens on
 * {@link CACHE_CHANNEL}, another sends. A listening connection that drops (a restart, a failover,
 * a cut network) is opened again every `retryMs` until it works; `onLost` runs when it drops and
 * when it is back. A process ignores its own notices.
 */
export function postgresCacheBus(databaseUrl: string, options: PostgresCacheBusOptions): CacheBus {
  const id = randomUUID();
  const retryMs = options.retryMs ?? 1_000;
  const quiet = { onnotice: () => {} };
  const sender = postgres(databaseUrl, { ...quiet, max: 1, idle_timeout: 30 });
  let closed = false;
  let listener: postgres.Sql | null = null;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  function receive(payload: string): void {
    const notice = noticeOf(payload);
    if (notice && notice.from !== id && notice.tags.length > 0) options.onTags(notice.tags);
  }

  async function listen(afterLoss: boolean): Promise<void> {
    while (!closed) {
      // `onnotify` is how postgres.js hands over notices (its own `listen` uses it; untyped)
      const connection: postgres.Options<Record<string, never>> & {
        onnotify: (channel: string, payload: string) => void;
      } = {
        ...quiet,
        max: 1,
        idle_timeout: 0,
        max_lifetime: null,
        connect_timeout: 5,
        onnotify: (_channel, payload) => receive(payload),
        onclose: () => {
          if (closed || listener !== sql) return;
          listener = null;
          logger().warn('cache invalidation listener lost; listening again');
          options.onLost();
          void sql.end({ timeout: 0 });
          void listen(true);
        },
      };
      const sql: postgres.Sql = postgres(databaseUrl, connection);
      try {
        await sql.unsafe(`LISTEN "${CACHE_CHANNEL}"`);
        if (closed) {
          await sql.end({ timeout: 0 });
          return;
        }
        listener = sql;
        // notices sent while nobody listened are lost: forget everything once more
        if (afterLoss) options.onLost();
        markReady();
        return;
      } catch (error) {
        await sql.end({ timeout: 0 }).catch(() => {});
        logger().warn({ err: error }, 'cache invalidation listener cannot listen; retrying');
        await new Promise((resolve) => setTimeout(resolve, retryMs));
      }
    }
  }
  void listen(false);

  return {
    ready,
    async publish(tags) {
      if (tags.length === 0) return;
      const notice: Notice = { from: id, tags: [...tags] };
      try {
        await sender`select pg_notify(${CACHE_CHANNEL}, ${JSON.stringify(notice)})`;
      } catch (error) {
        // the other processes' caches age out at their TTL
        logger().warn({ err: error, tags }, 'cache invalidation notice not sent');
      }
    },
    async close() {
      closed = true;
      const open = listener;
      listener = null;
      await Promise.all([open?.end({ timeout: 0 }), sender.end({ timeout: 0 })]);
    },
  };
}
