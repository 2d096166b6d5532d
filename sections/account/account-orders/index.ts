import { defineSection } from '../../../registry/index.ts';
import { parsePageLocation } from '../../../runtime/routing/page-location.ts';
import { isOrdersPanel, ordersPageOf, ordersPageQuery } from './orders-query.ts';
import { accountOrdersSchema } from './schema.ts';

export const accountOrders = defineSection({
  key: 'account-orders',
  title: 'Orders & Refunds',
  group: 'account',
  schema: accountOrdersSchema,
  component: () => import('./AccountOrders.tsx'),
  // the page of orders arrives with the page; the details of one load when it is opened
  load: (_props, ctx) => [ordersPageQuery(ctx.api, ordersPageOf(parsePageLocation(ctx.url).query))],
  rendersOn: (url) => isOrdersPanel(parsePageLocation(url)),
  pageTypes: ['account'],
  presets: [
    {
      name: 'Default',
      props: {},
    },
  ],
});
