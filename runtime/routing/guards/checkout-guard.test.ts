import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { fixtureCart, fixtureCartLine } from '../../commerce/cart/cart-fixtures.ts';
import { fixtureCap } from '../../commerce/product/product-fixtures.ts';
import { checkoutGuard } from './checkout-guard.ts';
import { fakeApi, guardArgs, initialValues, locationOf, thrownBy } from './guard-test-kit.ts';

const FULL_CART = fixtureCart([fixtureCartLine(fixtureCap, 2)]);

const run = (path: string, cart: unknown, store: Parameters<typeof initialValues>[0] = {}) => {
  const { api } = fakeApi({
    '/api/cart/get': cart,
    '/api/storefront/initial-values': initialValues(store),
  });
  return thrownBy(() => checkoutGuard.guard(guardArgs(path, api)));
};

describe('checkoutGuard (spec §2, §6)', () => {
  it('lets a guest with items through when guest checkout is on', async () => {
    expect(await run('/checkout/address', FULL_CART)).toBeUndefined();
  });

  it('sends an empty or unreadable cart back to /cart', async () => {
    expect(
      locationOf(await run('/checkout/payment', { ...FULL_CART, items: [], total_quantity: 0 })),
    ).toBe('/cart');
    expect(locationOf(await run('/checkout/address', new ApiError('down', { status: 500 })))).toBe(
      '/cart',
    );
  });

  it('sends a guest to log in, remembering the step, when guest checkout is off', async () => {
    const store = { settings: { enable_guest_checkout: false } };
    expect(locationOf(await run('/checkout/payment', FULL_CART, store))).toBe(
      '/?login=1&redirect=%2Fcheckout%2Fpayment',
    );
    expect(
      await run('/checkout/payment', FULL_CART, { ...store, account: { id: 7 } }),
    ).toBeUndefined();
  });
});
