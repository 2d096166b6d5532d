import type { APIRequestContext, APIResponse, Locator, Page } from '@playwright/test';
import { ADMIN_TOKEN } from '../../../playwright.config.ts';
import { endpointUrl } from '../../../schemas/api/endpoint.ts';
import * as admin from '../../../schemas/api/endpoints/admin.ts';
import * as cart from '../../../schemas/api/endpoints/cart.ts';
import * as catalogue from '../../../schemas/api/endpoints/catalogue.ts';
import * as checkout from '../../../schemas/api/endpoints/checkout.ts';
import { expect } from '../support/fixtures.ts';
import { hydrated } from '../support/hydrated.ts';

// The track-order page (spec §2 "/track-order/{slug...}", "Track order: form, result, scans popup
// and stepper") as a shopper uses it, and the API steps that give a test an order of its own: a
// guest's cash-on-delivery order, shipped by the back office when a test needs a waybill.

/** A product without variants in the demo catalogue. */
const PLAIN_PRODUCT = 'summit-peak-head-torch-400';

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

async function ok(answer: APIResponse, status = 200) {
  expect(answer.status(), await answer.text()).toBe(status);
  return answer.json();
}

/** An order placed through the API, with the contact it was placed with. */
export interface PlacedOrder {
  orderNo: string;
  email: string;
  phone: string;
  /** The product's name, as the order's line shows it. */
  product: string;
}

/**
 * Places a cash-on-delivery order of one head torch through the API in `request`'s own cart (a
 * guest, unless `request` is logged in), with `email` as its contact.
 */
export async function placeOrder(request: APIRequestContext, email: string): Promise<PlacedOrder> {
  const product = (await ok(
    await request.get(endpointUrl(catalogue.singleProduct, { params: { id: PLAIN_PRODUCT } })),
  )) as { data: { product: { id: number; name: string } } };
  const { id, name } = product.data.product;
  await ok(
    await request.post(endpointUrl(cart.addItem), { data: { product_id: id, quantity: 1 } }),
  );
  await ok(await request.put(endpointUrl(cart.updateAddress), { data: ADDRESS }));
  await ok(
    await request.put(endpointUrl(cart.updateContact), {
      data: { phone: ADDRESS.phone, email },
    }),
  );
  await ok(
    await request.put(endpointUrl(cart.updateShippingMode), {
      data: { shipping_method: 'standard' },
    }),
  );
  await ok(
    await request.put(endpointUrl(cart.updatePaymentMode), { data: { payment_method: 'cod' } }),
  );
  const placed = await request.post(endpointUrl(checkout.placeOrder), {
    data: { tnc_accepted: true },
  });
  expect([200, 201], await placed.text()).toContain(placed.status());
  const { order } = (await placed.json()).data as { order: { order_no: string } };
  return { orderNo: order.order_no, email, phone: ADDRESS.phone, product: name };
}

/**
 * Ships an order as the back office does (`admin.updateOrderStatus`), with a courier and a
 * waybill, and answers the waybill.
 */
export async function shipOrder(request: APIRequestContext, orderNo: string): Promise<string> {
  const waybill = `WB${orderNo}`;
  await ok(
    await request.put(endpointUrl(admin.updateOrderStatus, { params: { orderNo } }), {
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
      data: { status: 'shipped', courier: 'Delhivery', waybill },
    }),
  );
  return waybill;
}

/** A unique e-mail for one test's order. */
export function orderEmail(tag: string): string {
  return `track.${tag}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.test`;
}

/** The tracking page: its form, the order it finds, the stepper and the scans popup. */
export class TrackOrderPage {
  constructor(readonly page: Page) {}

  /** Opens `/track-order`, or `/track-order/{slug}`, and waits for the heading. */
  async open(slug?: string): Promise<void> {
    await this.page.goto(slug ? `/track-order/${encodeURIComponent(slug)}` : '/track-order');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  get orderNumber(): Locator {
    return this.page.getByRole('textbox', { name: 'Order number' });
  }

  get contact(): Locator {
    return this.page.getByRole('textbox', { name: 'E-mail or phone' });
  }

  get submit(): Locator {
    return this.page.getByRole('button', { name: 'Track order' });
  }

  /** Fills the form (what is given) and sends it. */
  async track({ orderNo, contact }: { orderNo?: string; contact?: string }): Promise<void> {
    // the page's code loads when the shopper turns to the form (hydrate: 'intent')
    await this.submit.hover();
    await hydrated(this.submit);
    if (orderNo !== undefined) await this.orderNumber.fill(orderNo);
    if (contact !== undefined) await this.contact.fill(contact);
    await this.submit.click();
  }

  /** The message under the form (a wrong pair, a failed call). */
  get problem(): Locator {
    return this.page.getByRole('alert');
  }

  /** The order found: a region named `Order {number}`. */
  result(orderNo: string): Locator {
    return this.page.getByRole('region', { name: `Order ${orderNo}` });
  }

  /** The shipment a waybill link names: a region named `Shipment {waybill}`. */
  shipment(waybill: string): Locator {
    return this.page.getByRole('region', { name: `Shipment ${waybill}` });
  }

  /** The stepper: an ordered list of the order's steps. */
  get stepper(): Locator {
    return this.page.getByRole('list', { name: 'Order progress' });
  }

  /** The stepper's current step (`aria-current="step"`). */
  get currentStep(): Locator {
    return this.stepper.locator('li[aria-current="step"]');
  }

  /** Opens the scans popup from `within` (the result or the shipment) and answers it. */
  async openScans(within: Locator): Promise<Locator> {
    const button = within.getByRole('button', { name: 'View scans' });
    await button.hover();
    await hydrated(button);
    await button.click();
    const dialog = this.page.getByRole('dialog', { name: 'Shipment scans' });
    await expect(dialog).toBeVisible();
    // axe reads colours once the opening animation is over, with the pointer off the button
    await this.page.mouse.move(0, 0);
    // (one cancelled as its element left, such as the loading placeholder's, is over too)
    await dialog.evaluate((element) =>
      Promise.all(
        element.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined)),
      ),
    );
    return dialog;
  }

  /** The scans listed in the popup, newest first. */
  scans(dialog: Locator): Locator {
    return dialog.getByRole('list', { name: 'Scans, newest first' }).getByRole('listitem');
  }
}
