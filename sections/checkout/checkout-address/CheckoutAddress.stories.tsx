import type { Meta, StoryObj } from '@storybook/react-vite';
import { cartQueryKey } from '../../../runtime/commerce/cart/cart-query.ts';
import { SectionProviders } from '../../../runtime/testing/section-fixtures.tsx';
import { presetArgs, showing } from '../../story-presets.ts';
import {
  authValues,
  checkoutApi,
  checkoutCart,
  customerAccount,
  typedAddress,
} from '../checkout-fixtures.tsx';
import { AddressStep } from './CheckoutAddress.tsx';
import { checkoutAddress } from './index.ts';

// The section shows only on /checkout/address; the stories render the step in each of the
// address area's modes (spec §2 "Address step UI modes").
const meta = {
  title: 'Sections/Checkout/Checkout address',
  component: AddressStep,
} satisfies Meta<typeof AddressStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const byDefault = presetArgs(checkoutAddress, 'Default');

/** A guest with nothing saved: the form, titled 'Add Address'. */
export const Form: Story = {
  args: byDefault,
  decorators: [
    (Story) => (
      <SectionProviders
        api={checkoutApi()}
        values={authValues()}
        queries={[[cartQueryKey, checkoutCart()]]}
      >
        <Story />
      </SectionProviders>
    ),
  ],
  parameters: showing({
    shows: [
      { role: 'form', name: 'Shipping address' },
      { role: 'heading', name: 'Add Address' },
      { role: 'button', name: 'Save Address' },
      byDefault.same_as_shipping_label,
      { role: 'button', name: byDefault.continue_label },
    ],
  }),
};

/** A guest's typed address on the cart: shown with Edit. */
export const GuestAddress: Story = {
  args: byDefault,
  decorators: [
    (Story) => {
      const cart = checkoutCart({ shipping_address: typedAddress });
      return (
        <SectionProviders
          api={checkoutApi(cart)}
          values={authValues()}
          queries={[[cartQueryKey, cart]]}
        >
          <Story />
        </SectionProviders>
      );
    },
  ],
  parameters: showing({
    shows: ['Meera Iyer', 'Tamil Nadu, India', { role: 'button', name: 'Edit' }],
    hides: [{ role: 'form', name: 'Shipping address' }],
  }),
};

/** The demo customer: her default address selected, with Change. */
export const SelectedAddress: Story = {
  args: byDefault,
  decorators: [
    (Story) => (
      <SectionProviders
        api={checkoutApi()}
        values={authValues({}, customerAccount)}
        queries={[[cartQueryKey, checkoutCart()]]}
      >
        <Story />
      </SectionProviders>
    ),
  ],
  parameters: showing({
    shows: ['Flat 12B, Lakeview Residency', 'Default', { role: 'button', name: 'Change' }],
  }),
};
