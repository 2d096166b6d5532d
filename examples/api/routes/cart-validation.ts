import type { Hono } from 'hono';
import * as endpoints from '../../../schemas/api/endpoints.ts';
import type { FieldErrors } from '../../../schemas/api/index.ts';
import { validateCartAddresses } from '../data/cart/cart-address.ts';
import { readCartLines } from '../data/cart/cart-lines.ts';
import { priceCart } from '../data/cart/cart-pricing.ts';
import { findActiveCart } from '../data/cart/cart-store.ts';
import { validateCart, validateStock } from '../data/cart/cart-validation.ts';
import { readAddressFields } from '../data/geo.ts';
import type { ApiServices } from '../data/services.ts';
import { mount } from '../http/mount.ts';
import { type CartSession, invalid } from './cart-session.ts';

/**
 * `/cart/validate*` (spec §5 step checks): 200 with the verdict when the cart passes, else 422
 * with the first message, the messages by step or field in `errors` and the verdict as `data`.
 */
export function mountCartValidation(
  routes: Hono,
  { db }: ApiServices,
  { cartRequest }: CartSession,
): void {
  mount(routes, endpoints.cart.validate, async ({ c, query }) => {
    const request = await cartRequest(c, query.cart_session);
    const { owner, settings, clock } = request;
    const cart = await findActiveCart(db, owner, clock);
    const [priced, shippingFields] = await Promise.all([
      priceCart(db, cart, clock.now, settings.currency),
      readAddressFields(db, 'Shipping'),
    ]);
    const verdict = validateCart({
      cart,
      priced,
      customer: owner.customer,
      settings,
      shippingFields,
    });
    // with `step`, only the steps up to it decide (a step fails when an earlier one does)
    const failing = query.step === undefined ? !verdict.is_valid : !verdict.steps[query.step].valid;
    const [first] = verdict.messages;
    if (failing && first !== undefined) {
      const errors: FieldErrors = {};
      for (const [step, { messages }] of Object.entries(verdict.steps)) {
        if (messages.length > 0) errors[step] = messages;
      }
      throw invalid(c, first, errors, verdict);
    }
    c.header('Cache-Control', 'no-store');
    return { data: verdict };
  });

  mount(routes, endpoints.cart.validateAddress, async ({ c, query }) => {
    const request = await cartRequest(c, query.cart_session);
    const cart = await findActiveCart(db, request.owner, request.clock);
    const verdict = await validateCartAddresses(db, cart);
    const [first] = verdict.messages;
    if (first !== undefined) {
      const shipping = verdict.messages.filter((message) => !message.startsWith('Billing'));
      const billing = verdict.messages.filter((message) => message.startsWith('Billing'));
      const errors: FieldErrors = {};
      if (shipping.length > 0) errors.shipping_address = shipping;
      if (billing.length > 0) errors.billing_address = billing;
      throw invalid(c, first, errors, verdict);
    }
    c.header('Cache-Control', 'no-store');
    return { data: verdict };
  });

  mount(routes, endpoints.cart.validateStock, async ({ c, query }) => {
    const request = await cartRequest(c, query.cart_session);
    const cart = await findActiveCart(db, request.owner, request.clock);
    const verdict = validateStock(cart === undefined ? [] : await readCartLines(db, cart.id));
    const [first] = verdict.out_of_stock_items;
    if (first !== undefined) {
      const messages = verdict.out_of_stock_items.map((item) => `${item.name}: ${item.message}`);
      throw invalid(c, messages[0] ?? first.message, { items: messages }, verdict);
    }
    c.header('Cache-Control', 'no-store');
    return { data: verdict };
  });
}
