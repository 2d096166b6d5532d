import type { Meta, StoryObj } from '@storybook/react-vite';
import { cartQueryKey } from '../../../runtime/commerce/cart/cart-query.ts';
import { SectionProviders } from '../../../runtime/testing/section-fixtures.tsx';
import { presetArgs, showing } from '../../story-presets.ts';
import { authValues, checkoutApi, checkoutCart } from '../address-fixtures.tsx';
import { AddressStep } from './CheckoutAddress.tsx';
import { checkoutAddress } from './index.ts';

// The section shows only on /checkout/address; the story renders a guest's step in its form mode
// (the component tests and the e2e spec cover every mode of spec §2).
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
