import { defineSection } from '../../../registry/index.ts';
import { accountQuery } from '../../../runtime/commerce/account/account-query.ts';
import { accountPanelOf } from '../../../runtime/routing/account-panels.ts';
import { parsePageLocation } from '../../../runtime/routing/page-location.ts';
import { accountMenuSchema } from './schema.ts';

export const accountMenu = defineSection({
  key: 'account-menu',
  title: 'Account menu',
  group: 'account',
  schema: accountMenuSchema,
  component: () => import('./AccountMenu.tsx'),
  // the customer's name arrives with the page; the account's panels read the same query
  load: (props, ctx) =>
    props.show_greeting && accountPanelOf(parsePageLocation(ctx.url))
      ? [accountQuery(ctx.api)]
      : [],
  pageTypes: ['account'],
  presets: [
    { name: 'Default', props: { show_greeting: true, show_logout: true } },
    { name: 'Menu only', props: { show_greeting: false, show_logout: false } },
  ],
});
