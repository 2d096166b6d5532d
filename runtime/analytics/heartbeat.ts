import Cookies from 'js-cookie';
import { heartBeat } from '../../schemas/api/endpoints/heart-beat.ts';
import { sendBeacon } from '../api/beacon.ts';

/** Cookie holding the day of the last heartbeat (spec §7, §9). */
export const HEARTBEAT_COOKIE = 'sf_heartbeat';
/** spec §9: the heartbeat cookie lives 7 days. */
export const HEARTBEAT_COOKIE_DAYS = 7;

/** The local calendar day of `now`, as `YYYY-MM-DD`. */
export function dayOf(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** Where the heartbeat keeps its day; js-cookie in the browser, a fake in tests. */
export interface HeartbeatCookies {
  get(name: string): string | undefined;
  set(
    name: string,
    value: string,
    options: { expires: number; path: string; sameSite: 'Lax' },
  ): void;
}

/**
 * Sends the heartbeat (`POST /api/base/heart-beat`) at most once a day per browser (spec §7):
 * skipped when the cookie already holds today's date, else sent and the cookie set to today for
 * 7 days. A failed call sets nothing, so the next page load tries again. Returns whether a
 * heartbeat was sent. It goes as a beacon (runtime/api/beacon.ts): every first visit sends it,
 * and nobody reads its answer, so it must not load the API client, the contract or the toaster.
 */
export async function sendHeartbeat(
  options: {
    now?: Date;
    path?: string;
    cookies?: HeartbeatCookies;
    /** How the request goes out; `fetch` in the browser. */
    fetchImpl?: typeof fetch;
  } = {},
): Promise<boolean> {
  const cookies = options.cookies ?? Cookies;
  const today = dayOf(options.now ?? new Date());
  if (cookies.get(HEARTBEAT_COOKIE) === today) return false;
  const sent = await sendBeacon(heartBeat, { path: options.path ?? '/' }, options.fetchImpl);
  if (!sent) return false;
  cookies.set(HEARTBEAT_COOKIE, today, {
    expires: HEARTBEAT_COOKIE_DAYS,
    path: '/',
    sameSite: 'Lax',
  });
  return true;
}
