import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as endpoints from '../../../schemas/api/endpoints.ts';
import type { CartPriceChange } from '../../../schemas/api/index.ts';
import { addToCart, findLine, setLineQuantity } from '../data/cart/cart-changes.ts';
import { readCartLines } from '../data/cart/cart-lines.ts';
import { findActiveCart } from '../data/cart/cart-store.ts';
import { minorToNumber, minorToNumeric } from '../data/cart/money.ts';
import type { ApiServices } from '../data/services.ts';
import { readWishlist } from '../data/wishlist.ts';
import { cartItems, carts, wishlistItems } from '../db/schema.ts';
import { notFound } from '../http/api-error.ts';
import { mount } from '../http/mount.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { mountCartCheckoutChoices } from './cart-checkout-choices.ts';
import { mountCartCoupons } from './cart-coupons.ts';
import { cartSession, NO_CART_MESSAGE } from './cart-session.ts';
import { mountCartValidation } from './cart-validation.ts';

/** Answer to moving a product that is not on the wishlist. */
export const NOT_ON_WISHLIST_MESSAGE = 'This product is not on your wishlist';

/**
 * `/cart/*` (spec §7 "Cart"), `POST /wishlist/moveToCart` and `POST /plugins/AbandonedCart`.
 * The caller's cart is the logged-in customer's, else the guest cart of the `cart_session`
 * cookie (created, with the cookie, by the first change). Every change runs in a transaction
 * that holds the cart row locked (`SELECT ... FOR UPDATE`), so concurrent changes to one cart
 * apply one after another and none is lost. Every answer is the whole cart, priced on the
 * server. Here: the cart and its lines; coupons, checkout choices and the step checks are
 * mounted from their own modules.
 */
export function cartRoutes(services: ApiServices, gateway: PaymentGateway): Hono {
  const { db } = services;
  const routes = new Hono();
  const session = cartSession(services, gateway);
  const { cartRequest, cartData, answerCart, changeCart, changeAndAnswer } = session;

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

  mountCartCoupons(routes, services, session);
  mountCartCheckoutChoices(routes, services, session);
  mountCartValidation(routes, services, session);

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
