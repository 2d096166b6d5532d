import type { APIRequestContext } from '@playwright/test';
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

    // the customer asks first (a cold cache), then the others, twice over (a warm one)
    for (const round of [1, 2]) {
      for (const path of PAGES) {
        const own = await (await customer.get(path)).text();
        expect(own, `${path}, round ${round}`).toContain(account.email);
        expect(own).toContain('Cart, 2 items');
        expect(own).toContain('Wishlist, 1 item');

        const guests = await (await guest.get(path)).text();
        expect(guests).toContain('Cart, 1 item');
        expect(guests).not.toContain(account.email);

        const anonymous = await (await visitor.get(path)).text();
        for (const personal of [account.email, account.phone, 'Cart, 2 items', 'Cart, 1 item'])
          expect(anonymous, `${path}, round ${round}`).not.toContain(personal);
        expect(anonymous).not.toContain('Wishlist, 1 item');
      }
    }
  } finally {
    await Promise.all([customer.dispose(), guest.dispose(), visitor.dispose()]);
  }
});
