import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { SectionProps } from '../../../registry/index.ts';
import {
  closeCartDrawer,
  provideCartDrawer,
  useCartDrawerOpen,
} from '../../../runtime/commerce/cart/cart-drawer.ts';
import { preloadDrawer } from '../../../themes/index.ts';
import type { cartDrawerSchema } from './schema.ts';

// This is the whole of the drawer's code in a page's initial JavaScript: a subscription to the
// drawer's store and the loader of its chunk (docs/decisions/0012).

const loadPanel = () => {
  preloadDrawer(); // Radix, in parallel with the lines and summary
  return import('./CartDrawerPanel.tsx');
};

type PanelComponent = ComponentType<import('./CartDrawerPanel.tsx').CartDrawerPanelProps>;

const CartDrawerPanel = lazy(async (): Promise<{ default: PanelComponent }> => {
  try {
    return await loadPanel();
  } catch (error) {
    console.error('[cart] the cart drawer could not be loaded', error);
    closeCartDrawer();
    return { default: () => null };
  }
});

/**
 * The cart drawer of every page (spec §2 "Cart: drawer"). Renders nothing until the header's
 * cart icon asks for it (`openCartDrawer`); then loads the drawer's chunk and shows it. A
 * navigation closes it.
 */
export default function CartDrawer({ title, show_coupon }: SectionProps<typeof cartDrawerSchema>) {
  const open = useCartDrawerOpen();
  const { key } = useLocation();
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);

  useEffect(() => provideCartDrawer(loadPanel), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per navigation (its key)
  useEffect(() => closeCartDrawer(), [key]);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawerPanel open={open} title={title} showCoupon={show_coupon} />
    </Suspense>
  );
}
