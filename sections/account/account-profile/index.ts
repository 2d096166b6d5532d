import { defineSection } from '../../../registry/index.ts';
import { accountQuery } from '../../../runtime/commerce/account/account-query.ts';
import { accountPanelOf } from '../../../runtime/routing/account-panels.ts';
import { parsePageLocation } from '../../../runtime/routing/page-location.ts';
import { accountProfileSchema } from './schema.ts';

export const accountProfile = defineSection({
  key: 'account-profile',
  title: 'Account profile',
  group: 'account',
  schema: accountProfileSchema,
  component: () => import('./AccountProfile.tsx'),
  // the form opens filled in: the customer arrives with the page
  load: (_props, ctx) => [accountQuery(ctx.api)],
  rendersOn: (url) => accountPanelOf(parsePageLocation(url))?.key === 'profile',
  pageTypes: ['account'],
  presets: [{ name: 'Default', props: { heading: 'Personal details' } }],
});
