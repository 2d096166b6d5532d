import { defineSection } from '../../../registry/index.ts';
import { cartQueryFor } from '../../../runtime/commerce/cart/cart-query.ts';
import { wishlistQuery } from '../../../runtime/commerce/wishlist/wishlist-count-query.ts';
import { menuQuery } from '../../../runtime/content/menu-query.ts';
import { headerSchema } from './schema.ts';

export const header = defineSection({
  key: 'header',
  title: 'Header',
  group: 'layout',
  schema: headerSchema,
  component: () => import('./Header.tsx'),
  // in the layout of every page and hydrated with it: its code ships with the shell (decision 0019)
  bundle: 'shell',
  // the menu, the cart count and a customer's wishlist arrive with the page (so the browser asks
  // for none of them on load); a failing call leaves them out
  load: (props, ctx) => [
    menuQuery(ctx.api, props.menu_id),
    ...(props.show_cart ? [cartQueryFor(ctx)] : []),
    ...(props.show_wishlist && ctx.isLoggedIn ? [wishlistQuery(ctx.api)] : []),
  ],
  presets: [
    {
      name: 'Full header',
      props: {
        menu_id: 'main',
        show_search: true,
        show_account: true,
        show_wishlist: true,
        show_cart: true,
      },
    },
    {
      name: 'Minimal',
      props: {
        menu_id: 'main',
        show_search: false,
        show_account: false,
        show_wishlist: false,
        show_cart: true,
      },
    },
  ],
});
