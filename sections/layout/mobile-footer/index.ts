import { defineSection } from '../../../registry/index.ts';
import { cartQueryFor } from '../../../runtime/commerce/cart/cart-query.ts';
import { mobileFooterSchema } from './schema.ts';

export const mobileFooter = defineSection({
  key: 'mobile-footer',
  title: 'Mobile footer',
  group: 'layout',
  schema: mobileFooterSchema,
  component: () => import('./MobileFooter.tsx'),
  load: (props, ctx) => (props.show_cart_badge ? [cartQueryFor(ctx)] : []),
  presets: [
    { name: 'Tabs with cart count', props: { shop_href: '/shop-online', show_cart_badge: true } },
    { name: 'Tabs only', props: { shop_href: '/shop-online', show_cart_badge: false } },
  ],
});
