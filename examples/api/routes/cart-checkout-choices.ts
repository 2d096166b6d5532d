import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as endpoints from '../../../schemas/api/endpoints.ts';
import {
  FIELD_REQUIRED_MESSAGE,
  type FieldErrors,
  INVALID_VALUE_MESSAGE,
} from '../../../schemas/api/index.ts';
import { cartAddressFrom } from '../data/cart/cart-address.ts';
import { mobileNumberLength } from '../data/customers.ts';
import type { ApiServices } from '../data/services.ts';
import { carts, paymentMethods, shippingMethods } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { mount } from '../http/mount.ts';
import { type CartSession, refuse } from './cart-session.ts';

/**
 * What the checkout steps set on the cart (spec §7 "Cart"): its address, shipping method,
 * payment method and contact. Each may create the cart, like adding an item.
 */
export function mountCartCheckoutChoices(
  routes: Hono,
  { db }: ApiServices,
  { cartRequest, changeAndAnswer }: CartSession,
): void {
  mount(routes, endpoints.cart.updateAddress, async ({ c, body }) => {
    const request = await cartRequest(c, body.cart_session);
    // Checked before the transaction: it reads the address book and the field definitions.
    const address = await cartAddressFrom(db, body, request.owner.customer);
    const both = body.address_type === 'Shipping' && body.billing_same_as_shipping;
    return changeAndAnswer(
      c,
      request,
      { create: true, message: 'Address saved.' },
      async (tx, cart) => {
        const changes: Partial<typeof carts.$inferInsert> =
          address.address_type === 'Shipping'
            ? { shippingAddress: address }
            : { billingAddress: address };
        if (both) changes.billingAddress = { ...address, address_type: 'Billing' };
        await tx.update(carts).set(changes).where(eq(carts.id, cart.id));
      },
    );
  });

  mount(routes, endpoints.cart.updateShippingMode, async ({ c, body }) => {
    const request = await cartRequest(c, body.cart_session);
    const [method] = await db
      .select()
      .from(shippingMethods)
      .where(
        and(eq(shippingMethods.code, body.shipping_method), eq(shippingMethods.isActive, true)),
      );
    if (method === undefined) throw refuse('shipping_method', INVALID_VALUE_MESSAGE);
    return changeAndAnswer(
      c,
      request,
      { create: true, message: 'Shipping method saved.' },
      async (tx, cart) => {
        await tx.update(carts).set({ shippingMethodId: method.id }).where(eq(carts.id, cart.id));
      },
    );
  });

  mount(routes, endpoints.cart.updatePaymentMode, async ({ c, body }) => {
    const request = await cartRequest(c, body.cart_session);
    const [method] = await db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.code, body.payment_method), eq(paymentMethods.isActive, true)));
    if (method === undefined) throw refuse('payment_method', INVALID_VALUE_MESSAGE);
    return changeAndAnswer(
      c,
      request,
      { create: true, message: 'Payment method saved.' },
      async (tx, cart) => {
        await tx.update(carts).set({ paymentMethodId: method.id }).where(eq(carts.id, cart.id));
      },
    );
  });

  mount(routes, endpoints.cart.updateContact, async ({ c, body }) => {
    const request = await cartRequest(c, body.cart_session);
    const { settings } = request;
    const phone = body.phone === '' ? null : body.phone;
    const errors: FieldErrors = {};
    if (settings.phoneRequired && (phone === null || phone === undefined)) {
      errors.phone = [FIELD_REQUIRED_MESSAGE];
    } else if (typeof phone === 'string') {
      const length = await mobileNumberLength(db);
      if (phone.length !== length) errors.phone = [`The phone must be exactly ${length} digits.`];
    }
    if (settings.emailRequired && (body.email === null || body.email === undefined)) {
      errors.email = [FIELD_REQUIRED_MESSAGE];
    }
    const [first] = Object.values(errors).flat();
    if (first !== undefined) throw new ApiError(422, first, errors);
    return changeAndAnswer(
      c,
      request,
      { create: true, message: 'Contact saved.' },
      async (tx, cart) => {
        const changes: Partial<typeof carts.$inferInsert> = {};
        if (phone !== undefined) changes.phone = phone;
        if (body.email !== undefined) changes.email = body.email;
        if (Object.keys(changes).length > 0) {
          await tx.update(carts).set(changes).where(eq(carts.id, cart.id));
        }
      },
    );
  });
}
