import { defineSection } from '../../../registry/index.ts';
import { wishlistQuery } from '../../../runtime/commerce/wishlist/wishlist-count-query.ts';
import { parsePageLocation } from '../../../runtime/routing/page-location.ts';
import { accountWishlistSchema } from './schema.ts';
import { isWishlistPanel } from './wishlist-panel.ts';

export const accountWishlist = defineSection({
  key: 'account-wishlist',
  title: 'Wishlist',
  group: 'account',
  schema: accountWishlistSchema,
  component: () => import('./AccountWishlist.tsx'),
  // the saved products arrive with the page (the account pages need login, so the call is the
  // customer's); the header's count reads the same query
  load: (_props, ctx) => [wishlistQuery(ctx.api)],
  rendersOn: (url) => isWishlistPanel(parsePageLocation(url)),
  pageTypes: ['account'],
  presets: [
    {
      name: 'Default',
      props: {},
    },
  ],
});
