import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN_TOKEN } from '../../../playwright.config.ts';
import { expect } from '../support/fixtures.ts';
import { hydrated } from '../support/hydrated.ts';

// The account's Orders & Refunds panel (/account/orders) and its dialogs, as a customer uses
// them, and the API steps that give a fresh customer an order of their own.

/** A product without variants in the demo catalogue. */
export const PLAIN_PRODUCT = 'summit-peak-head-torch-400';

/**
 * A product without variants that no other spec orders: a test that checks its stock sees only
 * its own orders move it, while other specs' workers place orders of the head torch meanwhile.
 */
export const STOCK_PRODUCT = 'city-trek-sling';

/** A delivery address the demo store accepts (Bengaluru, Karnataka). */
const ADDRESS = {
  address_type: 'Shipping',
  billing_same_as_shipping: true,
  country_id: 101,
  state_id: 16,
  name: 'Meera Iyer',
  phone: '9000000001',
  line1: '22 Residency Road',
  line2: 'Shanthala Nagar',
  city: 'Bengaluru',
  pincode: '560025',
} as const;

async function ok(answer: Awaited<ReturnType<APIRequestContext['get']>>) {
  expect(answer.status(), await answer.text()).toBe(200);
  return answer.json();
}

/** A product's id and channel stock, read from the API. */
export async function productStock(request: APIRequestContext, slug: string) {
  const body = (await ok(await request.get(`/api/product/single-product/${slug}`))) as {
    data: { product: { id: number; channel: { stock: number } } };
  };
  return { id: body.data.product.id, stock: body.data.product.channel.stock };
}

/**
 * Places a cash-on-delivery order of `quantity` × `slug` for the logged-in customer of
 * `request` (examples/api/README.md "Checkout flow") and answers its number.
 */
export async function placeCodOrder(
  request: APIRequestContext,
  slug = PLAIN_PRODUCT,
  quantity = 1,
): Promise<string> {
  const { id } = await productStock(request, slug);
  await ok(await request.post('/api/cart/add-item', { data: { product_id: id, quantity } }));
  await ok(await request.put('/api/cart/update-address', { data: ADDRESS }));
  await ok(
    await request.put('/api/cart/update-contact', {
      data: { phone: '9000000001', email: 'meera@example.com' },
    }),
  );
  await ok(
    await request.put('/api/cart/update-shipping-mode', { data: { shipping_method: 'standard' } }),
  );
  await ok(await request.put('/api/cart/update-payment-mode', { data: { payment_method: 'cod' } }));
  const placed = await request.post('/api/checkout/place-order', { data: { tnc_accepted: true } });
  expect([200, 201], await placed.text()).toContain(placed.status());
  return (await placed.json()).data.order.order_no;
}

/** Ships and delivers an order as the back office would (`PUT /api/admin/orders/{no}/status`). */
export async function deliverOrder(request: APIRequestContext, orderNo: string): Promise<void> {
  const headers = { Authorization: `Bearer ${ADMIN_TOKEN}` };
  for (const data of [
    { status: 'shipped', courier: 'Delhivery', waybill: `WB${orderNo}` },
    { status: 'delivered' },
  ]) {
    await ok(await request.put(`/api/admin/orders/${orderNo}/status`, { headers, data }));
  }
}

export class OrdersPanel {
  constructor(readonly page: Page) {}

  /** Opens /account/orders and waits for its heading. */
  async open(): Promise<void> {
    await this.page.goto('/account/orders');
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Orders & Refunds' }),
    ).toBeVisible();
  }

  /** The card of one order. */
  order(orderNo: string): Locator {
    return this.page.getByRole('article', { name: `Order ${orderNo}` });
  }

  /** The order numbers of the cards, top to bottom. */
  async orderNumbers(): Promise<string[]> {
    const titles = await this.page
      .getByRole('article')
      .getByRole('heading', { level: 2 })
      .allTextContents();
    return titles.map((title) => title.replace(/^Order /, ''));
  }

  /** Opens an order's details dialog and waits for its lines. */
  async openDetails(orderNo: string): Promise<Locator> {
    const button = this.order(orderNo).getByRole('button', { name: /^View details/ });
    await hydrated(button);
    await button.click();
    const dialog = this.page.getByRole('dialog', { name: `Order ${orderNo}` });
    await expect(dialog.getByRole('heading', { name: 'Items' })).toBeVisible();
    return dialog;
  }

  /** Opens the cancellation dialog of an order. */
  async openCancel(orderNo: string): Promise<Locator> {
    const button = this.order(orderNo).getByRole('button', { name: `Cancel order ${orderNo}` });
    await hydrated(button);
    await button.click();
    const dialog = this.page.getByRole('dialog', { name: `Cancel order ${orderNo}?` });
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
