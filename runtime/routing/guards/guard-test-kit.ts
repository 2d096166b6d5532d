import { ApiError } from '../../api/api-error.ts';
import type { ApiClient } from '../../api/client.ts';
import { clientFromTransport, type RequestOptions } from '../../api/endpoint-client.ts';
import type { GuardArgs } from '../guards.ts';
import { parsePageLocation } from '../page-location.ts';

/** An answer of the fake API: data for a success, an ApiError to fail with. */
export type FakeAnswer = unknown | ApiError;

/** A store as the initial values describe it, with only the fields a test cares about. */
export interface StoreShape {
  license_status?: 'active' | 'inactive' | null;
  subscription_status?: 'active' | 'inactive';
  password_unlocked?: boolean;
  account?: { id: number } | null;
  settings?: Record<string, unknown>;
  storefront?: Record<string, unknown>;
}

/** Initial values of an open demo-like store, changed by `store`. */
export function initialValues(store: StoreShape = {}): Record<string, unknown> {
  return {
    license_status: 'active',
    subscription_status: 'active',
    password_unlocked: false,
    host: 'shop.test',
    plugins: [],
    ...store,
    settings: { store_email: 'help@shop.test', enable_guest_checkout: true, ...store.settings },
    storefront: {
      mode: 'Live',
      is_password_protection_enabled: false,
      channel: { currency: { code: 'INR' }, country: { mobile_code: '+91' } },
      ...store.storefront,
    },
  };
}

/**
 * A fake ApiClient answering by `METHOD path` (or just `path` for GET), with the path as the
 * call expands it. Answers are parsed with the called row's schema, as the real client does, so
 * a fixture must match the contract. Unknown paths fail with a 404 ApiError, as a platform
 * without the endpoint would.
 */
export function fakeApi(answers: Record<string, FakeAnswer>): {
  api: ApiClient;
  calls: Array<{ method: string; path: string; options: RequestOptions }>;
} {
  const calls: Array<{ method: string; path: string; options: RequestOptions }> = [];
  const api = clientFromTransport(async (method, path, options) => {
    calls.push({ method, path, options });
    const key = method === 'GET' && path in answers ? path : `${method} ${path}`;
    if (!(key in answers)) throw new ApiError('Not found', { status: 404 });
    const answer = answers[key];
    if (answer instanceof ApiError) throw answer;
    return { status: 'success', message: '', data: answer };
  });
  return { api, calls };
}

/** Guard arguments for `path` on a fake API; `cookie` is the request's Cookie header. */
export function guardArgs(
  path: string,
  api: ApiClient,
  cookie?: string,
): GuardArgs & {
  cookies: string[];
} {
  const url = new URL(path, 'http://shop.test');
  const cookies: string[] = [];
  return {
    url,
    api,
    location: parsePageLocation(url),
    request: new Request(url, cookie ? { headers: { cookie } } : {}),
    setCookie: (value) => cookies.push(value),
    cookies,
  };
}

/** Runs `fn` and returns what it threw (a redirect or data response), or `undefined`. */
export async function thrownBy(fn: () => unknown): Promise<unknown> {
  try {
    await fn();
    return undefined;
  } catch (error) {
    return error;
  }
}

/** The Location of a thrown redirect response. */
export function locationOf(thrown: unknown): string | null {
  return thrown instanceof Response ? thrown.headers.get('location') : null;
}

/** Status and data of a thrown `data()` response. */
export function dataResponseOf(thrown: unknown): { status: number | undefined; data: unknown } {
  const value = thrown as { init?: { status?: number }; data?: unknown } | undefined;
  return { status: value?.init?.status, data: value?.data };
}
