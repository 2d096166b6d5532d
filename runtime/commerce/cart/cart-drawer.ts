import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

// Whether the cart drawer is open, from anywhere: the header's cart icon opens it. zod-free and
// tiny: it is in the pages' initial JavaScript, while the drawer's code (lines, summary, coupons)
// loads when a shopper reaches for the icon (docs/decisions/0012). The `cart-drawer` section
// renders what is asked for here, as the `auth-dialogs` section does for auth-dialog.ts.

/** The cart page (spec §2 route table), where the cart icon stays a plain link. */
export const CART_PATH = '/cart';

interface CartDrawerState {
  /** Whether the drawer is open. */
  open: boolean;
}

/** The store behind {@link openCartDrawer} and {@link closeCartDrawer}. */
export const cartDrawerStore = createStore<CartDrawerState>()(() => ({ open: false }));

let loadDrawer: (() => Promise<unknown>) | null = null;

/** Opens the cart drawer and starts loading its code when it has not loaded yet. */
export function openCartDrawer(): void {
  cartDrawerStore.setState({ open: true });
  void preloadCartDrawer();
}

/** Closes the cart drawer. */
export function closeCartDrawer(): void {
  cartDrawerStore.setState({ open: false });
}

/** Whether the drawer is open, for the section that renders it. */
export function useCartDrawerOpen(): boolean {
  return useStore(cartDrawerStore, (state) => state.open);
}

/**
 * Called by the `cart-drawer` section: how to load the drawer's code. Returns the function that
 * takes it back. Without the section on the page, the cart icon stays a plain link to /cart.
 */
export function provideCartDrawer(load: () => Promise<unknown>): () => void {
  loadDrawer = load;
  return () => {
    if (loadDrawer === load) loadDrawer = null;
  };
}

/** Whether a section on the page can show the cart drawer. */
export function hasCartDrawer(): boolean {
  return loadDrawer !== null;
}

/**
 * Starts loading the drawer's code: the cart icon calls this when the shopper points at it or
 * focuses it, so the drawer opens at once on the click. A failure shows when the drawer opens.
 */
export function preloadCartDrawer(): Promise<void> {
  if (!loadDrawer) return Promise.resolve();
  return loadDrawer().then(
    () => undefined,
    () => undefined,
  );
}
