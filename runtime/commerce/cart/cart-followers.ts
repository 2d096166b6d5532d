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
 * at most, until React owns it or it has left the page.
 */
export function wakeCartFollowers(): void {
  wake([...document.querySelectorAll(`[${FOLLOWS_CART_ATTRIBUTE}]`)], 0);
}

function wake(followers: Element[], tries: number): void {
  const waiting = followers.filter((target) => target.isConnected && !ownedByReact(target));
  for (const target of waiting) onReach({ target });
  if (waiting.length > 0 && tries < 25) setTimeout(wake, 20, waiting, tries + 1);
}

/** Whether the cart is no longer the one the server drew the page with. */
export function cartChangedSinceDrawn(queryClient: QueryClient): boolean {
  const drawn = drawnQuery(cartQueryKey);
  return drawn !== undefined && queryClient.getQueryData(cartQueryKey) !== drawn.data;
}
