import { defineSection } from '../../../registry/index.ts';
import {
  addressFieldsQuery,
  countriesQuery,
  savedAddressesQuery,
} from '../../../runtime/commerce/address/address-queries.ts';
import { parsePageLocation } from '../../../runtime/routing/page-location.ts';
import { isAddressesPanel } from './addresses-panel.ts';
import { accountAddressesSchema } from './schema.ts';

export const accountAddresses = defineSection({
  key: 'account-addresses',
  title: 'Address book',
  group: 'account',
  schema: accountAddressesSchema,
  component: () => import('./AccountAddresses.tsx'),
  // the saved addresses and what the form needs arrive with the page (the account pages need
  // login, so the call is the customer's)
  load: (_props, ctx) => [
    savedAddressesQuery(ctx.api),
    addressFieldsQuery(ctx.api, 'Shipping'),
    addressFieldsQuery(ctx.api, 'Billing'),
    countriesQuery(ctx.api),
  ],
  rendersOn: (url) => isAddressesPanel(parsePageLocation(url)),
  pageTypes: ['account'],
  presets: [
    {
      name: 'Default',
      props: { add_label: 'Add address' },
    },
  ],
});
