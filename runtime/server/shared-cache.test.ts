import { describe, expect, it } from 'vitest';
import { ALL_TAGS, createSharedCache } from './shared-cache.ts';

/** A cache on a clock the test moves, and a load that counts its calls. */
function setup(options: { maxEntries?: number } = {}) {
  let time = 0;
  const cache = createSharedCache({ ttlMs: 1_000, staleMs: 5_000, now: () => time, ...options });
  let loads = 0;
  const load = (value: string) => async () => {
    loads += 1;
    return `${value}#${loads}`;
  };
  return {
    cache,
    load,
    loads: () => loads,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('the shared cache', () => {
  it('answers from memory while fresh, then stale once while one refresh runs', async () => {
    const { cache, load, loads, advance } = setup();
    expect(await cache.get('menu', ['content'], load('menu'))).toBe('menu#1');
    advance(999);
    expect(await cache.get('menu', ['content'], load('menu'))).toBe('menu#1');
    expect(loads()).toBe(1);
    advance(2);
    // stale: the old answer at once, a refresh behind it
    expect(await cache.get('menu', ['content'], load('menu'))).toBe('menu#1');
    expect(await cache.get('menu', ['content'], load('menu'))).toBe('menu#2');
    expect(loads()).toBe(2);
  });

  it('asks again when an answer is older than its stale window', async () => {
    const { cache, load, loads, advance } = setup();
    await cache.get('menu', ['content'], load('menu'));
    advance(6_001);
    expect(await cache.get('menu', ['content'], load('menu'))).toBe('menu#2');
    expect(loads()).toBe(2);
  });

  it('runs one load for requests that miss together', async () => {
    const { cache, load, loads } = setup();
    const answers = await Promise.all([
      cache.get('grid', ['catalogue'], load('grid')),
      cache.get('grid', ['catalogue'], load('grid')),
      cache.get('grid', ['catalogue'], load('grid')),
    ]);
    expect(answers).toEqual(['grid#1', 'grid#1', 'grid#1']);
    expect(loads()).toBe(1);
  });

  it('keeps no failure, and keeps the stale answer when a refresh fails', async () => {
    const { cache, advance } = setup();
    const failing = async () => {
      throw new Error('API down');
    };
    await expect(cache.get('menu', ['content'], failing)).rejects.toThrow('API down');
    expect(cache.size).toBe(0);
    expect(await cache.get('menu', ['content'], async () => 'menu')).toBe('menu');
    advance(1_500);
    expect(await cache.get('menu', ['content'], failing)).toBe('menu');
    await Promise.resolve();
    expect(await cache.get('menu', ['content'], async () => 'later')).toBe('menu');
  });

  it('forgets the entries of the tags it is told, and everything for ALL_TAGS', async () => {
    const { cache, load, loads } = setup();
    await cache.get('home', ['templates'], load('home'));
    await cache.get('menu', ['content'], load('menu'));
    cache.invalidate(['templates']);
    expect(await cache.get('home', ['templates'], load('home'))).toBe('home#3');
    expect(await cache.get('menu', ['content'], load('menu'))).toBe('menu#2');
    cache.invalidate([ALL_TAGS]);
    expect(cache.size).toBe(0);
    expect(loads()).toBe(3);
  });

  it('does not keep an answer whose load began before an invalidation', async () => {
    const { cache } = setup();
    let finish: (value: string) => void = () => {};
    const before = cache.get(
      'home',
      ['templates'],
      () =>
        new Promise<string>((resolve) => {
          finish = resolve;
        }),
    );
    cache.invalidate(['templates']);
    finish('old template');
    expect(await before).toBe('old template');
    expect(await cache.get('home', ['templates'], async () => 'published template')).toBe(
      'published template',
    );
  });

  it('holds at most maxEntries, dropping the least recently used', async () => {
    const { cache, load, loads } = setup({ maxEntries: 2 });
    await cache.get('a', [], load('a'));
    await cache.get('b', [], load('b'));
    await cache.get('a', [], load('a'));
    await cache.get('c', [], load('c'));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', [], load('a'))).toBe('a#1');
    expect(await cache.get('b', [], load('b'))).toBe('b#4');
    expect(loads()).toBe(4);
  });

  it('tells until when each answer it gives counts as fresh', async () => {
    const { cache, load, advance } = setup();
    const heard: number[] = [];
    const hear = (until: number) => heard.push(until);
    await cache.get('menu', ['content'], load('menu'), hear); // loaded at 0
    advance(400);
    await cache.get('menu', ['content'], load('menu'), hear);
    advance(700);
    // stale (1 100 ms old): served while it refreshes, and fresh no longer
    await cache.get('menu', ['content'], load('menu'), hear);
    expect(heard).toEqual([1_000, 1_000, 1_000]);

    // forgotten while it loaded: nothing built from it may be kept
    let finish: (value: string) => void = () => {};
    const loading = cache.get(
      'grid',
      ['catalogue'],
      () =>
        new Promise<string>((resolve) => {
          finish = resolve;
        }),
      hear,
    );
    cache.invalidate(['catalogue']);
    finish('grid');
    await loading;
    expect(heard.at(-1)).toBe(0);
  });
});
