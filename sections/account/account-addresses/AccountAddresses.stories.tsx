import type { Meta, StoryObj } from '@storybook/react-vite';
import { authValues, demoCustomer } from '../../../runtime/commerce/auth/auth-fixtures.ts';
import { routeApi, routeOf, SectionProviders } from '../../../runtime/testing/section-fixtures.tsx';
import * as address from '../../../schemas/api/endpoints/address.ts';
import * as settings from '../../../schemas/api/endpoints/settings.ts';
import {
  billingFields,
  countries,
  savedAddresses,
  shippingFields,
} from '../../checkout/address-fixtures.tsx';
import { presetArgs, showing } from '../../story-presets.ts';
import { AddressBook } from './AccountAddresses.tsx';
import { accountAddresses } from './index.ts';

// The section shows only on /account/addresses; the story renders its panel with the demo
// customer's three saved addresses (a default of each type).
const meta = {
  title: 'Sections/Account/Addresses',
  component: AddressBook,
  decorators: [
    (Story) => (
      <SectionProviders
        api={routeApi({
          'GET /api/settings/address-fields/Shipping': shippingFields,
          'GET /api/settings/address-fields/Billing': billingFields,
          [routeOf(settings.countries)]: countries,
          [routeOf(address.all)]: savedAddresses,
        })}
        values={authValues({}, demoCustomer)}
      >
        <Story />
      </SectionProviders>
    ),
  ],
} satisfies Meta<typeof AddressBook>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Shipping and billing addresses, defaults marked, with Add and Edit (the h1 is account-heading's). */
export const Default: Story = {
  args: presetArgs(accountAddresses, 'Default'),
  parameters: showing({
    shows: [
      { role: 'heading', name: 'Shipping addresses' },
      { role: 'heading', name: 'Billing addresses' },
      { role: 'button', name: 'Add address' },
      '3 saved addresses',
    ],
    hides: ['No saved addresses yet'],
  }),
};
