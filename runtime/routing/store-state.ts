import { data } from 'react-router';
import * as storefront from '../../schemas/api/endpoints/storefront.ts';
import { type SubscriptionStatus, subscriptionStatusSchema } from '../../schemas/api/index.ts';
import type { ApiClient } from '../api/client.ts';
import { deepFreeze } from '../api/deep-freeze.ts';
import { type StorefrontValues, storefrontValuesOf } from '../storefront/initial-values.ts';

/** The store's state as the guards and the root loader need it. */
export interface StoreState {
  /** `data` of `GET /api/storefront/initial-values` as answered. */
  raw: unknown;
  /**
   * The same, parsed, with defaults for whatever was missing or malformed (the root loader hands
   * it to the browser, which then needs no zod to read it).
   */
  values: StorefrontValues;
  /** `'inactive'` shows 'Website Unavailable' on every route. */
  subscriptionStatus: SubscriptionStatus;
  /** This browser entered the store password this session. */
  passwordUnlocked: boolean;
}

// One answer per request: the root loader and the page guards run in parallel with the same
// request-scoped client, and both need the store's state.
const perClient = new WeakMap<ApiClient, Promise<StoreState>>();

/** The 500 thrown when the store itself cannot be read (spec §2: unknown store → 500 page). */
export function storeUnavailable(): never {
  throw data({ kind: 'server-error' }, { status: 500, statusText: 'Store unavailable' });
}

// A shared answer (the server's cache freezes what it keeps, runtime/server/cached-api.ts) is read
// once for every request it answers, not once per request: zod's parse was 3 % of a home render.
const readShared = new WeakMap<object, StoreState>();

function stateOf(raw: unknown): StoreState {
  if (typeof raw !== 'object' || raw === null || !Object.isFrozen(raw)) return readState(raw);
  let state = readShared.get(raw);
  if (!state) {
    // frozen too: every request that gets this answer gets this state
    state = deepFreeze(readState(raw));
    readShared.set(raw, state);
  }
  return state;
}

function readState(raw: unknown): StoreState {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const subscription = subscriptionStatusSchema.safeParse(record.subscription_status);
  return {
    raw,
    // Malformed settings get their defaults, with one warning: the page still renders.
    values: storefrontValuesOf(raw),
    subscriptionStatus: subscription.success ? subscription.data : 'active',
    passwordUnlocked: record.password_unlocked === true,
  };
}

/**
 * The store's initial values (spec §3), fetched once per API client, i.e. once per request on
 * the server. When the call fails — an unknown store, an unreachable API — throws the 500 page
 * response: never a blank page, never a redirect.
 */
export function loadStoreState(api: ApiClient): Promise<StoreState> {
  let pending = perClient.get(api);
  if (!pending) {
    pending = api
      .call(storefront.initialValues)
      .then(({ data: raw }) => stateOf(raw))
      .catch(() => storeUnavailable());
    perClient.set(api, pending);
  }
  return pending;
}
