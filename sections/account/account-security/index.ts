import { defineSection } from '../../../registry/index.ts';
import { accountPanelOf } from '../../../runtime/routing/account-panels.ts';
import { parsePageLocation } from '../../../runtime/routing/page-location.ts';
import { accessLogsQuery } from './access-logs-query.ts';
import { accountSecuritySchema } from './schema.ts';

export const accountSecurity = defineSection({
  key: 'account-security',
  title: 'Account security',
  group: 'account',
  schema: accountSecuritySchema,
  component: () => import('./AccountSecurity.tsx'),
  // the first page of sign-ins arrives with the page
  load: (props, ctx) => [accessLogsQuery(ctx.api, 1, props.logs_per_page)],
  rendersOn: (url) => accountPanelOf(parsePageLocation(url))?.key === 'security',
  pageTypes: ['account'],
  presets: [
    { name: 'Ten sign-ins a page', props: { logs_per_page: 10 } },
    { name: 'Five sign-ins a page', props: { logs_per_page: 5 } },
  ],
});
