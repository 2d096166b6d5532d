import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { type CacheBus, postgresCacheBus } from './cache-bus.ts';
import { createInvalidator } from './invalidation.ts';
import { createSharedCache } from './shared-cache.ts';

// Runs on the throwaway PostgreSQL of `npm run test:postgres` (scripts/test-postgres.ts).
const DATABASE_URL = process.env.DATABASE_URL ?? '';

/** Whether `check` comes true within `ms`. */
const until = async (check: () => boolean | Promise<boolean>, ms = 5_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 10));
  }
  return check();
};

/** A storefront process's cache and the bus it listens on. */
function process_() {
  const cache = createSharedCache();
  const lost: number[] = [];
  let invalidate: (tags: readonly string[]) => void = () => {};
  const bus = postgresCacheBus(DATABASE_URL, {
    onTags: (tags) => invalidate(tags),
    onLost: () => {
      lost.push(Date.now());
      cache.invalidate(['*']);
    },
    retryMs: 100,
  });
  const invalidator = createInvalidator({ cache, bus });
  invalidate = (tags) => invalidator.invalidate(tags, true);
  return { cache, bus, invalidator, lost };
}

const buses: CacheBus[] = [];
const admin = postgres(DATABASE_URL, { max: 1, onnotice: () => {} });
afterAll(async () => {
  await Promise.all(buses.map((bus) => bus.close()));
  await admin.end({ timeout: 0 });
});

/** Whether `cache` still answers the old value of `key`. */
async function holds(cache: ReturnType<typeof createSharedCache>, key: string, tag: string) {
  return (await cache.get(key, [tag], async () => 'new')) === 'old';
}

describe('an admin write on one process reaches the others (LISTEN/NOTIFY)', () => {
  it('invalidates the same tags in every other process within a second', async () => {
    const one = process_();
    const two = process_();
    buses.push(one.bus, two.bus);
    await Promise.all([one.bus.ready, two.bus.ready]);
    await two.cache.get('home', ['templates'], async () => 'old');
    await two.cache.get('menu', ['content'], async () => 'old');

    const sent = Date.now();
    one.invalidator.invalidate(['templates']);
    expect(await until(async () => !(await holds(two.cache, 'home', 'templates')), 1_000)).toBe(
      true,
    );
    expect(Date.now() - sent).toBeLessThan(1_000);
    // only what the write changed
    expect(await holds(two.cache, 'menu', 'content')).toBe(true);
  });

  it('listens again after its connection is cut, forgetting everything it may have missed', async () => {
    const one = process_();
    const two = process_();
    buses.push(one.bus, two.bus);
    await Promise.all([one.bus.ready, two.bus.ready]);
    await two.cache.get('menu', ['content'], async () => 'old');

    // every listening connection dies (a restart, a failover)
    await admin`select pg_terminate_backend(pid) from pg_stat_activity
      where query ilike 'listen%' and pid <> pg_backend_pid()`;
    expect(await until(() => two.lost.length >= 2)).toBe(true);
    expect(await holds(two.cache, 'menu', 'content')).toBe(false);

    // and hears the next write
    await two.cache.get('home', ['templates'], async () => 'old');
    await until(() => one.lost.length >= 2);
    one.invalidator.invalidate(['templates']);
    expect(await until(async () => !(await holds(two.cache, 'home', 'templates')), 2_000)).toBe(
      true,
    );
  });
});
