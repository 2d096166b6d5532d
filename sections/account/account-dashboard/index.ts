import { defineSection } from '../../../registry/index.ts';
import { accountQuery } from '../../../runtime/commerce/account/account-query.ts';
import { wishlistQuery } from '../../../runtime/commerce/wishlist/wishlist-count-query.ts';
import { accountPanelOf } from '../../../runtime/routing/account-panels.ts';
import { parsePageLocation } from '../../../runtime/routing/page-location.ts';
import { dashboardAddressesQuery, recentOrdersQuery } from './dashboard-queries.ts';
import { accountDashboardSchema } from './schema.ts';

export const accountDashboard = defineSection({
  key: 'account-dashboard',
  title: 'Account dashboard',
  group: 'account',
  schema: accountDashboardSchema,
  component: () => import('./AccountDashboard.tsx'),
  // the greeting, orders, addresses and wishlist arrive with the page; a call that fails is
  // retried in the browser, which shows its card's error
  load: (_props, ctx) => [
    accountQuery(ctx.api),
    recentOrdersQuery(ctx.api),
    dashboardAddressesQuery(ctx.api),
    wishlistQuery(ctx.api),
  ],
  rendersOn: (url) => accountPanelOf(parsePageLocation(url))?.key === 'dashboard',
  pageTypes: ['account'],
  presets: [
    { name: 'Latest three orders', props: { recent_orders: 3 } },
    { name: 'Latest five orders', props: { recent_orders: 5 } },
  ],
});
