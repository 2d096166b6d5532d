/** The cart page (spec §2 route table); kept with the drawer's store, in every page's JavaScript. */
export { CART_PATH } from './cart-drawer.ts';
/** The first checkout step the cart's Checkout button leads to (spec §2, §4 "Checkout steps"). */
export const CHECKOUT_PATH = '/checkout/address';
/** Where the empty cart sends a shopper back to (spec §2: the shop-all page). */
export const SHOP_PATH = '/shop-online';
