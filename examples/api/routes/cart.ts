import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as endpoints from '../../../schemas/api/endpoints.ts';
import {
  type Cart,
  type CartPriceChange,
  COUPON_ALREADY_APPLIED_MESSAGE,
  COUPON_EMPTY_CART_MESSAGE,
  COUPON_INVALID_MESSAGE,
  FIELD_REQUIRED_MESSAGE,
  type FieldErrors,
  INVALID_VALUE_MESSAGE,
} from '../../../schemas/api/index.ts';
import { sha256 } from '../crypto/token.ts';
import { cartAddressFrom, validateCartAddresses } from '../data/cart/cart-address.ts';
import { addToCart, findLine, setLineQuantity } from '../data/cart/cart-changes.ts';
import { cartContact } from '../data/cart/cart-contact.ts';
import { readCartLines } from '../data/cart/cart-lines.ts';
import { type CartOwner, cartOwnerOf, setCartCookie } from '../data/cart/cart-owner.ts';
import { priceCart } from '../data/cart/cart-pricing.ts';
import {
  type CartClock,
  type CartRow,
  findActiveCart,
  lockActiveCart,
  touchCart,
} from '../data/cart/cart-store.ts';
import { validateCart, validateStock } from '../data/cart/cart-validation.ts';
import { toCartResponse } from '../data/cart/cart-view.ts';
import { type CommerceSettings, readCommerceSettings } from '../data/cart/commerce-settings.ts';
import { judgeCoupon, toCoupon } from '../data/cart/coupon-rules.ts';
import { minorToNumber, minorToNumeric } from '../data/cart/money.ts';
import { mobileNumberLength } from '../data/customers.ts';
import { readAddressFields } from '../data/geo.ts';
import type { ApiServices, Transaction } from '../data/services.ts';
import { readWishlist } from '../data/wishlist.ts';
import {
  cartItems,
  carts,
  coupons,
  paymentMethods,
  shippingMethods,
  wishlistItems,
} from '../db/schema.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { mount, type Reply } from '../http/mount.ts';
import type { PaymentGateway } from '../payments/gateway.ts';

/** Answer to a change of a cart that does not exist yet. */
export const NO_CART_MESSAGE = 'Your cart is empty';
/** Answer to moving a product that is not on the wishlist. */
export const NOT_ON_WISHLIST_MESSAGE = 'This product is not on your wishlist';

/** A cart after a change, and the token to answer as its `session_id`. */
interface ChangedCart {
  cart: CartRow | undefined;
  sessionId: string | null;
}

/** The caller, the settings in force and the clock, read once per request. */
interface CartRequest {
  owner: CartOwner;
  settings: CommerceSettings;
  clock: CartClock;
}

/** A 422 whose error envelope also carries the verdict as `data` (validation endpoints). */
function invalid(c: Context, message: string, errors: FieldErrors, data: unknown): ApiError {
  c.header('Cache-Control', 'no-store');
  return new ApiError(422, message, errors, data);
}

const refuse = (field: string, message: string) =>
  new ApiError(422, message, { [field]: [message] });

/**
 * `/cart/*` (spec §7 "Cart"), `POST /wishlist/moveToCart` and `POST /plugins/AbandonedCart`.
 * The caller's cart is the logged-in customer's, else the guest cart of the `cart_session`
 * cookie (created, with the cookie, by the first change). Every change runs in a transaction
 * that holds the cart row locked (`SELECT ... FOR UPDATE`), so concurrent changes to one cart
 * apply one after another and none is lost. Every answer is the whole cart, priced on the
 * server.
 */
export function cartRoutes(services: ApiServices, gateway: PaymentGateway): Hono {
  const { db, now } = services;
  const routes = new Hono();

  async function cartRequest(c: Context, token?: string): Promise<CartRequest> {
    const [owner, settings] = await Promise.all([cartOwnerOf(c, token), readCommerceSettings(db)]);
    return { owner, settings, clock: { now: now(), expireDays: settings.cartExpireDays } };
  }

  /** The token to answer as `session_id`: the request's, when it is this cart's. */
  function sessionIdOf(request: CartRequest, cart: CartRow | undefined): string | null {
    const { token } = request.owner;
    return cart !== undefined && token !== null && sha256(token) === cart.sessionHash
      ? token
      : null;
  }

  async function cartData(
    request: CartRequest,
    cart: CartRow | undefined,
    sessionId: string | null,
  ) {
    const priced = await priceCart(db, cart, request.clock.now, request.settings.currency);
    return toCartResponse(db, priced, {
      cart,
      customer: request.owner.customer,
      sessionId,
      currency: request.settings.currency,
      clock: request.clock,
      testCards: gateway.testCards,
    });
  }

  async function answerCart(
    c: Context,
    request: CartRequest,
    cart: CartRow | undefined,
    message = '',
    sessionId = sessionIdOf(request, cart),
  ): Promise<Reply<Cart>> {
    c.header('Cache-Control', 'no-store');
    return { data: await cartData(request, cart, sessionId), message };
  }

  /**
   * Runs `change` on the caller's locked cart in one transaction, touches the cart and sets the
   * cookie of a cart it created. Answers the cart row after the change and its token. Without
   * `create`, a caller without a cart gets `missing` (a 404 'Your cart is empty' by default).
   */
  async function changeCart(
    c: Context,
    request: CartRequest,
    options: { create: boolean; missing?: ApiError },
    change: (tx: Transaction, cart: CartRow) => Promise<void>,
  ): Promise<ChangedCart> {
    const { owner, clock } = request;
    const locked = await db.transaction(async (tx) => {
      const found = options.create
        ? await lockActiveCart(tx, owner, clock, true)
        : await lockActiveCart(tx, owner, clock, false);
      if (found === undefined) throw options.missing ?? notFound(NO_CART_MESSAGE);
      await change(tx, found.cart);
      return { ...found, cart: await touchCart(tx, found.cart.id, clock.now) };
    });
    if (locked.createdToken !== null) setCartCookie(c, locked.createdToken);
    const { cart } = locked;
    return { cart, sessionId: locked.createdToken ?? sessionIdOf(request, cart) };
  }

  /** `changeCart`, answered with the whole cart after the change. */
  async function changeAndAnswer(
    c: Context,
    request: CartRequest,
    options: { create: boolean; message: string; missing?: ApiError },
    change: (tx: Transaction, cart: CartRow) => Promise<void>,
  ): Promise<Reply<Cart>> {
    const { cart, sessionId } = await changeCart(c, request, options, change);
    return answerCart(c, request, cart, options.message, sessionId);
  }

  mount(routes, endpoints.cart.get, async ({ c, query }) => {
    const request = await cartRequest(c, query.cart_session);
    return answerCart(c, request, await findActiveCart(db, request.owner, request.clock));
  });

  mount(routes, endpoints.cart.addItem, async ({ c, body }) => {
    const request = await cartRequest(c, body.cart_session);
    const custom = body.additonal_data ?? body.additional_data ?? {};
    return changeAndAnswer(
      c,
      request,
      { create: true, message: 'Added to your cart.' },
      async (tx, cart) => {
        await addToCart(tx, cart.id, {
          productId: body.product_id,
          sku: body.sku,
          quantity: body.quantity,
          customText: custom.custom_text ?? '',
          imagePath: custom.image_path ?? '',
        });
      },
    );
  });

  mount(routes, endpoints.cart.updateQuantity, async ({ c, body }) => {
    const request = await cartRequest(c, body.cart_session);
    return changeAndAnswer(
      c,
      request,
      { create: false, message: 'Cart updated.' },
      async (tx, cart) => {
        await setLineQuantity(tx, await findLine(tx, cart.id, body), body.quantity);
      },
    );
  });

  mount(routes, endpoints.cart.removeItem, async ({ c, body }) => {
    const request = await cartRequest(c, body.cart_session);
    return changeAndAnswer(
      c,
      request,
      { create: false, message: 'Removed from your cart.' },
      async (tx, cart) => {
        const line = await findLine(tx, cart.id, body);
        await tx.delete(cartItems).where(eq(cartItems.id, line.id));
      },
    );
  });

  mount(routes, endpoints.cart.updateItems, async ({ c, body }) => {
    const request = await cartRequest(c, body.cart_session);
    return changeAndAnswer(
      c,
      request,
      { create: false, message: 'Cart updated.' },
      async (tx, cart) => {
        for (const { item_id, quantity } of body.items) {
          const line = await findLine(tx, cart.id, { item_id });
          if (quantity === 0) await tx.delete(cartItems).where(eq(cartItems.id, line.id));
          else await setLineQuantity(tx, line, quantity);
        }
      },
    );
  });

  mount(routes, endpoints.cart.coupons, async ({ c, query }) => {
    const request = await cartRequest(c, query.cart_session);
    const { clock, settings } = request;
    const cart = await findActiveCart(db, request.owner, clock);
    const [priced, rows] = await Promise.all([
      priceCart(db, cart, clock.now, settings.currency),
      db
        .select()
        .from(coupons)
        .where(
          and(
            eq(coupons.isActive, true),
            or(isNull(coupons.startsAt), lte(coupons.startsAt, clock.now)),
            or(isNull(coupons.expiresAt), gt(coupons.expiresAt, clock.now)),
          ),
        )
        .orderBy(asc(coupons.code)),
    ]);
    const judged = rows.map((row) => ({
      row,
      verdict: judgeCoupon(row, priced.subtotalMinor, clock.now, settings.currency),
    }));
    // Best first: what applies, the biggest discount, then by code.
    judged.sort(
      (a, b) =>
        Number(b.verdict.applicable) - Number(a.verdict.applicable) ||
        b.verdict.discountMinor - a.verdict.discountMinor,
    );
    c.header('Cache-Control', 'no-store');
    return { data: { coupons: judged.map(({ row, verdict }) => toCoupon(row, verdict)) } };
  });

  mount(routes, endpoints.cart.applyCoupon, async ({ c, body }) => {
    const request = await cartRequest(c, body.cart_session);
    const [coupon] = await db.select().from(coupons).where(eq(coupons.code, body.coupon_code));
    if (coupon === undefined) throw refuse('coupon_code', COUPON_INVALID_MESSAGE);
    return changeAndAnswer(
      c,
      request,
      {
        create: false,
        message: `Coupon ${coupon.code} applied.`,
        missing: refuse('coupon_code', COUPON_EMPTY_CART_MESSAGE),
      },
      async (tx, cart) => {
        // One coupon per cart; applying the same one again is harmless.
        if (cart.couponId !== null && cart.couponId !== coupon.id) {
          throw refuse('coupon_code', COUPON_ALREADY_APPLIED_MESSAGE);
        }
        const lines = await readCartLines(tx, cart.id);
        const subtotal = lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
        const verdict = judgeCoupon(coupon, subtotal, request.clock.now, request.settings.currency);
        if (!verdict.applicable) throw refuse('coupon_code', verdict.message);
        await tx.update(carts).set({ couponId: coupon.id }).where(eq(carts.id, cart.id));
      },
    );
  });

  mount(routes, endpoints.cart.removeCoupon, async ({ c, query }) => {
    const request = await cartRequest(c, query.cart_session);
    return changeAndAnswer(
      c,
      request,
      { create: false, message: 'Coupon removed.' },
      async (tx, cart) => {
        await tx.update(carts).set({ couponId: null }).where(eq(carts.id, cart.id));
      },
    );
  });

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

  mount(routes, endpoints.cart.updateItemsPrice, async ({ c, query }) => {
    const request = await cartRequest(c, query.cart_session);
    const changes: CartPriceChange[] = [];
    const existing = await findActiveCart(db, request.owner, request.clock);
    if (existing === undefined) {
      c.header('Cache-Control', 'no-store');
      return { data: { cart: await cartData(request, undefined, null), changes } };
    }
    const changed = await changeCart(c, request, { create: false }, async (tx, cart) => {
      for (const line of await readCartLines(tx, cart.id)) {
        if (line.currentPriceMinor === line.unitPriceMinor) continue;
        await tx
          .update(cartItems)
          .set({ unitPrice: minorToNumeric(line.currentPriceMinor) })
          .where(eq(cartItems.id, line.id));
        changes.push({
          item_id: line.id,
          name: line.name,
          sku: line.sku,
          old_price: minorToNumber(line.unitPriceMinor),
          new_price: minorToNumber(line.currentPriceMinor),
        });
      }
    });
    c.header('Cache-Control', 'no-store');
    return {
      data: { cart: await cartData(request, changed.cart, changed.sessionId), changes },
      message: changes.length === 0 ? 'Prices are up to date.' : 'Prices updated.',
    };
  });

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
      contact: cartContact(cart, owner.customer),
      settings,
      shippingFields,
    });
    const [first] = verdict.messages;
    if (first !== undefined) {
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

  mount(routes, endpoints.wishlist.moveToCart, async ({ c, body, customer }) => {
    const request = await cartRequest(c, body.cart_session);
    const changed = await changeCart(c, request, { create: true }, async (tx, cart) => {
      const removed = await tx
        .delete(wishlistItems)
        .where(
          and(
            eq(wishlistItems.customerId, customer.id),
            eq(wishlistItems.productId, body.product_id),
          ),
        )
        .returning({ id: wishlistItems.id });
      if (removed.length === 0) throw notFound(NOT_ON_WISHLIST_MESSAGE);
      await addToCart(tx, cart.id, {
        productId: body.product_id,
        sku: body.sku,
        quantity: body.quantity,
        customText: '',
        imagePath: '',
      });
    });
    return {
      data: {
        cart: await cartData(request, changed.cart, changed.sessionId),
        wishlist: await readWishlist(db, customer.id),
      },
      message: 'Moved to your cart.',
    };
  });

  mount(routes, endpoints.plugins.abandonedCart, async ({ c, body }) => {
    const request = await cartRequest(c, body.cart_session);
    const { cart } = await changeCart(c, request, { create: true }, async (tx, locked) => {
      await tx.update(carts).set({ abandonedCartToken: body.token }).where(eq(carts.id, locked.id));
    });
    if (cart === undefined) throw notFound(NO_CART_MESSAGE);
    return { data: { token: body.token, cart_id: cart.id } };
  });

  return routes;
}
