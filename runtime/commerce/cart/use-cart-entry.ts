import type { FocusEvent, MouseEvent, PointerEvent } from 'react';
import { hasCartDrawer, openCartDrawer, preloadCartDrawer } from './cart-drawer.ts';
import { CART_PATH } from './cart-paths.ts';

/** What the header's cart link adds so that it opens the drawer. */
export interface CartEntryProps {
  'aria-haspopup'?: 'dialog';
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLAnchorElement>) => void;
  onFocus?: (event: FocusEvent<HTMLAnchorElement>) => void;
}

const preload = () => void preloadCartDrawer();

/**
 * The header's cart entry (spec §2 "Cart: drawer"): a link to /cart that opens the cart drawer in
 * place instead. Pointing at it or focusing it loads the drawer's code. Before hydration, on a
 * page without the `cart-drawer` section, and on /cart itself it stays a link; a modified click
 * (new tab) is left to the browser.
 */
export function cartEntryProps(pathname: string): CartEntryProps {
  if (pathname === CART_PATH) return {};
  return {
    'aria-haspopup': 'dialog',
    onPointerEnter: preload,
    onFocus: preload,
    onClick: (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      if (!hasCartDrawer()) return;
      event.preventDefault();
      openCartDrawer();
    },
  };
}
