import { describe, expect, it, vi } from 'vitest';
import * as storefront from '../../schemas/api/endpoints/storefront.ts';
import { dayOf, HEARTBEAT_COOKIE, type HeartbeatCookies, sendHeartbeat } from './heartbeat.ts';

function fakeCookies(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  const set = vi.fn((name: string, value: string) => void jar.set(name, value));
  const cookies: HeartbeatCookies = { get: (name) => jar.get(name), set };
  return { cookies, set, jar };
}

/** A `fetch` spy answering like the API: the heartbeat's empty success by default. */
function fetchAnswering(
  answer: () => Promise<Response> = async () =>
    Response.json({ status: 'success', message: '', data: null }),
) {
  return vi.fn<typeof fetch>(answer);
}

describe('sendHeartbeat (spec §7, §9)', () => {
  const now = new Date(2025, 5, 9, 10, 30);

  it('sends once a day and remembers the day in a 7-day cookie', async () => {
    const { cookies, set, jar } = fakeCookies();
    const fetchImpl = fetchAnswering();
    expect(await sendHeartbeat({ now, cookies, path: '/cart', fetchImpl })).toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith(
      storefront.heartBeat.path,
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ path: '/cart' }) }),
    );
    expect(set).toHaveBeenCalledWith(
      HEARTBEAT_COOKIE,
      '2025-06-09',
      expect.objectContaining({ expires: 7 }),
    );
    expect(await sendHeartbeat({ now, cookies, fetchImpl })).toBe(false);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(jar.get(HEARTBEAT_COOKIE)).toBe(dayOf(now));
  });

  it('sends again the next day', async () => {
    const { cookies } = fakeCookies({ [HEARTBEAT_COOKIE]: '2025-06-08' });
    expect(await sendHeartbeat({ now, cookies, fetchImpl: fetchAnswering() })).toBe(true);
  });

  it('leaves the cookie alone when the call fails, so the next load tries again', async () => {
    const { cookies, set } = fakeCookies();
    const refused = fetchAnswering(async () =>
      Response.json({ status: 'error', message: 'down' }, { status: 503 }),
    );
    expect(await sendHeartbeat({ now, cookies, fetchImpl: refused })).toBe(false);
    const offline = fetchAnswering(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sendHeartbeat({ now, cookies, fetchImpl: offline })).toBe(false);
    expect(set).not.toHaveBeenCalled();
  });
});
