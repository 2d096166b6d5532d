import { defineSection } from '../../../registry/index.ts';
import { cartDrawerSchema } from './schema.ts';

export const cartDrawer = defineSection({
  key: 'cart-drawer',
  title: 'Cart drawer',
  group: 'cart',
  schema: cartDrawerSchema,
  component: () => import('./CartDrawer.tsx'),
  // in the layout of every page and hydrated with it: its code ships with the shell (decision 0019)
  bundle: 'shell',
  presets: [
    { name: 'Default', props: { title: 'Your cart', show_coupon: true } },
    { name: 'Without coupons', props: { title: 'Your bag', show_coupon: false } },
  ],
});
