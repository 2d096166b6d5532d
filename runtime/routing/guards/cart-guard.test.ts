import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { fixtureCart } from '../../commerce/cart/cart-fixtures.ts';
import { parsePageLocation } from '../page-location.ts';
import { CLEAR_CART_COOKIE, cartGuard } from './cart-guard.ts';
import { fakeApi, guardArgs, thrownBy } from './guard-test-kit.ts';

const COOKIE = 'cart_session=abcdefghijklmnop1234';

describe('cartGuard (spec §2 /cart)', () => {
  it('applies to /cart only', () => {
    expect(cartGuard.applies(parsePageLocation('/cart/'))).toBe(true);
    expect(cartGuard.applies(parsePageLocation('/cart-tips'))).toBe(false);
  });

  it('shows an empty cart page without redirecting or touching cookies', async () => {
    const { api } = fakeApi({ '/api/cart/get': fixtureCart([], { id: 4 }) });
    const args = guardArgs('/cart', api, COOKIE);
    expect(await thrownBy(() => cartGuard.guard(args))).toBeUndefined();
    expect(args.cookies).toEqual([]);
  });

  it('clears a cart cookie the API no longer knows', async () => {
    const gone = fakeApi({ '/api/cart/get': new ApiError('Cart not found', { status: 404 }) });
    const args = guardArgs('/cart', gone.api, COOKIE);
    await cartGuard.guard(args);
    expect(args.cookies).toEqual([CLEAR_CART_COOKIE]);
    const empty = fakeApi({ '/api/cart/get': fixtureCart() });
    const second = guardArgs('/cart', empty.api, COOKIE);
    await cartGuard.guard(second);
    expect(second.cookies).toEqual([CLEAR_CART_COOKIE]);
  });

  it('does not call the API for a shopper without a cart cookie, nor fail when it is down', async () => {
    const { api, calls } = fakeApi({});
    await cartGuard.guard(guardArgs('/cart', api));
    expect(calls).toEqual([]);
    const down = fakeApi({ '/api/cart/get': new ApiError('busy', { status: 503 }) });
    const args = guardArgs('/cart', down.api, COOKIE);
    expect(await thrownBy(() => cartGuard.guard(args))).toBeUndefined();
    expect(args.cookies).toEqual([]);
  });
});
