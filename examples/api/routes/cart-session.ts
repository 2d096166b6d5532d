import type { Context } from 'hono';
import type { Cart, FieldErrors } from '../../../schemas/api/index.ts';
import { sha256 } from '../crypto/token.ts';
import { type CartOwner, cartOwnerOf, setCartCookie } from '../data/cart/cart-owner.ts';
import { priceCart } from '../data/cart/cart-pricing.ts';
import {
  type CartClock,
  type CartRow,
  lockActiveCart,
  touchCart,
} from '../data/cart/cart-store.ts';
import { toCartResponse } from '../data/cart/cart-view.ts';
import { type CommerceSettings, readCommerceSettings } from '../data/cart/commerce-settings.ts';
import type { ApiServices, Transaction } from '../data/services.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { Reply } from '../http/mount.ts';
import type { PaymentGateway } from '../payments/gateway.ts';

// What every cart route does around its own work: read the caller's cart, change it under a row
// lock, and answer the whole cart priced on the server. Shared by cart.ts and the cart routes
// it mounts (coupons, checkout choices, validation).

/** Answer to a change of a cart that does not exist yet. */
export const NO_CART_MESSAGE = 'Your cart is empty';

/** A cart after a change, and the token to answer as its `session_id`. */
export interface ChangedCart {
  cart: CartRow | undefined;
  sessionId: string | null;
}

/** The caller, the settings in force and the clock, read once per request. */
export interface CartRequest {
  owner: CartOwner;
  settings: CommerceSettings;
  clock: CartClock;
}

/** A 422 whose error envelope also carries the verdict as `data` (validation endpoints). */
export function invalid(c: Context, message: string, errors: FieldErrors, data: unknown): ApiError {
  c.header('Cache-Control', 'no-store');
  return new ApiError(422, message, errors, data);
}

/** A 422 refusing one field's value, the message under that field. */
export const refuse = (field: string, message: string) =>
  new ApiError(422, message, { [field]: [message] });

/** The cart routes' shared steps, made by {@link cartSession}. */
export type CartSession = ReturnType<typeof cartSession>;

/**
 * The steps of a cart route on `services`' database: `cartRequest` reads the caller (the
 * logged-in customer, else the guest of the `cart_session` cookie or token); `changeCart` runs
 * a change in one transaction that holds the cart row locked (`SELECT ... FOR UPDATE`), so
 * concurrent changes to one cart apply one after another and none is lost; `answerCart` and
 * `cartData` price the cart on the server.
 */
export function cartSession({ db, now }: ApiServices, gateway: PaymentGateway) {
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

  return { cartRequest, cartData, answerCart, changeCart, changeAndAnswer };
}
