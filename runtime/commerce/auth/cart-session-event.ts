/** Name of the window event sent after a login (spec §4: "a cart-session event is emitted"). */
export const CART_SESSION_EVENT = 'storefront:cart-session';

/** `detail` of {@link CART_SESSION_EVENT}. */
export interface CartSessionDetail {
  /** The customer's cart session after the guest cart was merged; `null` when there is none. */
  cartSessionId: string | null;
}

/**
 * Tells whoever keeps a cart (the cart drawer, analytics, an embedding editor) which cart session
 * the customer now has (spec §7 "Login: a success ... emits data.cart_session_id"). The session
 * itself travels in the API's httpOnly cookie; this is only the news.
 */
export function emitCartSession(cartSessionId: string | null): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(
    new CustomEvent<CartSessionDetail>(CART_SESSION_EVENT, { detail: { cartSessionId } }),
  );
}
