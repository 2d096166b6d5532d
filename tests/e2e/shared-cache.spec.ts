import type { APIRequestContext } from '@playwright/test';
import {
  SHOPPER_VALUES_PATH,
  type ShopperValuesAnswer,
} from '../../runtime/storefront/shopper-values-path.ts';
import { newShopper } from './pages/login-dialog.ts';
import { expect, test } from './support/fixtures.ts';

// The server keeps what does not depend on the shopper in memory (runtime/server/shared-cache.ts).
// Whatever it keeps, one shopper's cart, session and wishlist must never reach another's page,
// whoever asked first and however warm the cache is.

const PRODUCT = '/product/summit-peak-head-torch-400';
const PAGES = ['/', PRODUCT, '/shop-online', '/product-category/jackets'];

async function torchId(shopper: APIRequestContext): Promise<number> {
  const answer = await shopper.get('/api/product/single-product/summit-peak-head-torch-400');
  return ((await answer.json()) as { data: { product: { id: number } } }).data.product.id;
}

/** What the shopper's browser is told of them (SHOPPER_VALUES_PATH), read as the page reads it. */
async function shopperValues(shopper: APIRequestContext) {
  const answer = await shopper.get(SHOPPER_VALUES_PATH);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  const { data: body } = (await answer.json()) as { data: ShopperValuesAnswer };
  const data = (key: string) =>
    body.queries.queries.find((query) => query.queryKey[0] === key)?.state.data;
  return {
    ...body,
    cart: data('cart') as { total_quantity: number } | undefined,
    wishlist: (data('wishlist') as { items: unknown[] } | undefined)?.items,
  };
}

test('one shopper’s cart, account and wishlist never reach another shopper’s page', async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const customer = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  const guest = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  const visitor = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  try {
    // a customer with two units in the cart and a wishlist entry, a guest with one unit
    const account = newShopper('isolation');
    const registered = await customer.post('/api/auth/register', { data: account });
    expect(registered.status(), await registered.text()).toBe(200);
    const id = await torchId(customer);
    for (const [shopper, quantity] of [
      [customer, 2],
      [guest, 1],
    ] as const) {
      const added = await shopper.post('/api/cart/add-item', {
        data: { product_id: id, quantity },
      });
      expect(added.status(), await added.text()).toBe(200);
    }
    const saved = await customer.post('/api/wishlist/add', { data: { product_id: id } });
    expect(saved.status(), await saved.text()).toBe(200);

    // the customer asks first (a cold cache), then the others, twice over (a warm one). A public
    // page is the one everyone gets (decision 0022): each shopper's own values come apart
    for (const round of [1, 2]) {
      for (const path of PAGES) {
        const where = `${path}, round ${round}`;
        const pages = await Promise.all(
          [customer, guest, visitor].map(async (who) => (await who.get(path)).text()),
        );
        for (const page of pages) {
          for (const personal of [account.email, account.phone, 'Cart, 2 items', 'Cart, 1 item'])
            expect(page, where).not.toContain(personal);
          expect(page, where).not.toContain('Wishlist, 1 item');
        }

        const own = await shopperValues(customer);
        expect(own.values.account?.email, where).toBe(account.email);
        expect(own.cart?.total_quantity, where).toBe(2);
        expect(own.wishlist, where).toHaveLength(1);

        const guests = await shopperValues(guest);
        expect(guests.values.isLoggedIn, where).toBe(false);
        expect(guests.cart?.total_quantity, where).toBe(1);
        expect(JSON.stringify(guests), where).not.toContain(account.email);

        const anonymous = await shopperValues(visitor);
        expect(anonymous.values.isLoggedIn, where).toBe(false);
        expect(anonymous.own, where).toBe(false);
        expect(anonymous.cart, where).toBeUndefined();
      }
    }
  } finally {
    await Promise.all([customer.dispose(), guest.dispose(), visitor.dispose()]);
  }
});
