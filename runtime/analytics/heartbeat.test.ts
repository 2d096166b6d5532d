import { describe, expect, it, vi } from 'vitest';
import * as storefront from '../../schemas/api/endpoints/storefront.ts';
import { ApiError } from '../api/api-error.ts';
import { clientFromTransport, type Transport } from '../api/endpoint-client.ts';
import { dayOf, HEARTBEAT_COOKIE, type HeartbeatCookies, sendHeartbeat } from './heartbeat.ts';

function fakeCookies(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  const set = vi.fn((name: string, value: string) => void jar.set(name, value));
  const cookies: HeartbeatCookies = { get: (name) => jar.get(name), set };
  return { cookies, set, jar };
}

/** A client over a transport spy that answers the heartbeat's `null`. */
function apiAnswering(
  answer: Transport = async () => ({ status: 'success', message: '', data: null }),
) {
  const transport = vi.fn(answer);
  return { api: clientFromTransport(transport), transport };
}

describe('sendHeartbeat (spec §7, §9)', () => {
  const now = new Date(2025, 5, 9, 10, 30);

  it('sends once a day and remembers the day in a 7-day cookie', async () => {
    const { cookies, set, jar } = fakeCookies();
    const { api, transport } = apiAnswering();
    expect(await sendHeartbeat(api, { now, cookies, path: '/cart' })).toBe(true);
    expect(transport).toHaveBeenCalledWith('POST', storefront.heartBeat.path, {
      body: { path: '/cart' },
      silent: true,
    });
    expect(set).toHaveBeenCalledWith(
      HEARTBEAT_COOKIE,
      '2025-06-09',
      expect.objectContaining({ expires: 7 }),
    );
    expect(await sendHeartbeat(api, { now, cookies })).toBe(false);
    expect(transport).toHaveBeenCalledTimes(1);
    expect(jar.get(HEARTBEAT_COOKIE)).toBe(dayOf(now));
  });

  it('sends again the next day', async () => {
    const { cookies } = fakeCookies({ [HEARTBEAT_COOKIE]: '2025-06-08' });
    expect(await sendHeartbeat(apiAnswering().api, { now, cookies })).toBe(true);
  });

  it('leaves the cookie alone when the call fails, so the next load tries again', async () => {
    const { cookies, set } = fakeCookies();
    const { api } = apiAnswering(async () => {
      throw new ApiError('down', { status: 503 });
    });
    expect(await sendHeartbeat(api, { now, cookies })).toBe(false);
    expect(set).not.toHaveBeenCalled();
  });
});
