import type { QueryClient } from '@tanstack/react-query';
import { drawnQuery } from '../../render/as-drawn.ts';
import { onReach } from '../../render/until-needed.ts';
import { cartQueryKey } from './cart-query.ts';

/**
 * The attribute of server HTML showing the cart that waits for the shopper to reach for it before
 * its code loads (the checkout's order summary, decision 0017): it must not go on showing a cart
 * that has changed.
 */
export const FOLLOWS_CART_ATTRIBUTE = 'data-follows-cart';

const ownedByReact = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber'));

/**
 * The cart changed: what shows it and still waits loads now, hydrates with the cart the server
 * drew (`useCartQuery`), and then shows the new one. React hydrates such a part in a task of its
 * own after its section, so a part not waiting yet is asked again each frame, for half a second
 * at most, until React owns it.
 */
export function wakeCartFollowers(tries = 0): void {
  let waiting = false;
  for (const target of document.querySelectorAll(`[${FOLLOWS_CART_ATTRIBUTE}]`)) {
    if (ownedByReact(target)) continue;
    waiting = true;
    onReach({ target });
  }
  if (waiting && tries < 25) setTimeout(wakeCartFollowers, 20, tries + 1);
}

/** Whether the cart is no longer the one the server drew the page with. */
export function cartChangedSinceDrawn(queryClient: QueryClient): boolean {
  const drawn = drawnQuery(cartQueryKey);
  return drawn !== undefined && queryClient.getQueryData(cartQueryKey) !== drawn.data;
}
