import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { stampedNow, timeless } from './dehydrated-time.ts';

async function serverState() {
  const client = new QueryClient();
  await client.prefetchQuery({ queryKey: ['menu', 'main'], queryFn: async () => ({ items: [] }) });
  return timeless(dehydrate(client));
}

describe('prefetched data without a clock time', () => {
  it('is the same for two renders of one page', async () => {
    const first = await serverState();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(JSON.stringify(await serverState())).toBe(JSON.stringify(first));
  });

  it('counts as loaded when the browser hydrates it, so it is fresh, not refetched', async () => {
    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    hydrate(browser, stampedNow(await serverState(), 1_000_000));
    const state = browser.getQueryState(['menu', 'main']);
    expect(state?.dataUpdatedAt).toBe(1_000_000);
    expect(browser.getQueryData(['menu', 'main'])).toEqual({ items: [] });
  });
});
