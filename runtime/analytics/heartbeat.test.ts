import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import type { ApiClient } from '../api/client.ts';
import { dayOf, HEARTBEAT_COOKIE, type HeartbeatCookies, sendHeartbeat } from './heartbeat.ts';

function fakeCookies(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  const set = vi.fn((name: string, value: string) => void jar.set(name, value));
  const cookies: HeartbeatCookies = { get: (name) => jar.get(name), set };
  return { cookies, set, jar };
}

const apiWith = (post: ApiClient['post']) => ({ post }) as unknown as ApiClient;
const ok = vi.fn(async () => ({ status: 'success' as const, message: '', data: null }));

describe('sendHeartbeat (spec §7, §9)', () => {
  const now = new Date(2025, 5, 9, 10, 30);

  it('sends once a day and remembers the day in a 7-day cookie', async () => {
    const { cookies, set, jar } = fakeCookies();
    const post = vi.fn(ok);
    expect(
      await sendHeartbeat(apiWith(post as ApiClient['post']), { now, cookies, path: '/cart' }),
    ).toBe(true);
    expect(post).toHaveBeenCalledWith('/api/base/heart-beat', {
      body: { path: '/cart' },
      silent: true,
    });
    expect(set).toHaveBeenCalledWith(
      HEARTBEAT_COOKIE,
      '2025-06-09',
      expect.objectContaining({ expires: 7 }),
    );
    expect(await sendHeartbeat(apiWith(post as ApiClient['post']), { now, cookies })).toBe(false);
    expect(post).toHaveBeenCalledTimes(1);
    expect(jar.get(HEARTBEAT_COOKIE)).toBe(dayOf(now));
  });

  it('sends again the next day', async () => {
    const { cookies } = fakeCookies({ [HEARTBEAT_COOKIE]: '2025-06-08' });
    const post = vi.fn(ok);
    expect(await sendHeartbeat(apiWith(post as ApiClient['post']), { now, cookies })).toBe(true);
  });

  it('leaves the cookie alone when the call fails, so the next load tries again', async () => {
    const { cookies, set } = fakeCookies();
    const post = vi.fn(async () => {
      throw new ApiError('down', { status: 503 });
    });
    expect(await sendHeartbeat(apiWith(post as ApiClient['post']), { now, cookies })).toBe(false);
    expect(set).not.toHaveBeenCalled();
  });
});
