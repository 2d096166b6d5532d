import { describe, expect, it, vi } from 'vitest';
import { lazyProvider } from './lazy-provider.ts';
import type { AnalyticsProvider } from './providers/provider.ts';

function recorder() {
  const calls: string[] = [];
  const provider: AnalyticsProvider = {
    id: 'Fake',
    load: () => calls.push('load'),
    unload: () => calls.push('unload'),
    pageView: (path) => calls.push(`page ${path}`),
    track: (event) => calls.push(`event ${event}`),
  };
  return { calls, provider };
}

/** A module import that finishes when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazyProvider', () => {
  it('loads nothing until consent activates it', () => {
    const create = vi.fn(async () => recorder().provider);
    const provider = lazyProvider('Fake', create);
    provider.pageView('/');
    expect(provider.id).toBe('Fake');
    expect(create).not.toHaveBeenCalled();
  });

  it('sends what happened while its code was loading, in order, right after it loads', async () => {
    const { calls, provider: real } = recorder();
    const module = deferred<AnalyticsProvider>();
    const provider = lazyProvider('Fake', () => module.promise);
    provider.load();
    provider.pageView('/product/fleece');
    provider.track('view_item', { currency: 'INR', value: 1, items: [] } as never);
    expect(calls).toEqual([]);
    module.resolve(real);
    await flush();
    expect(calls).toEqual(['load', 'page /product/fleece', 'event view_item']);
    provider.pageView('/cart');
    expect(calls.at(-1)).toBe('page /cart');
  });

  it('never starts when consent is withdrawn before its code arrives', async () => {
    const { calls, provider: real } = recorder();
    const module = deferred<AnalyticsProvider>();
    const provider = lazyProvider('Fake', () => module.promise);
    provider.load();
    provider.pageView('/');
    provider.unload();
    module.resolve(real);
    await flush();
    expect(calls).toEqual([]);
  });

  it('tries again on the next consent when its code could not be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { calls, provider: real } = recorder();
    const create = vi
      .fn<() => Promise<AnalyticsProvider>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(real);
    const provider = lazyProvider('Fake', create);
    provider.load();
    await flush();
    provider.unload();
    provider.load();
    await flush();
    expect(create).toHaveBeenCalledTimes(2);
    expect(calls).toEqual(['load']);
  });
});
