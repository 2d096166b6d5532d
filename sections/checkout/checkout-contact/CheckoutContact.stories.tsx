import type { Meta, StoryObj } from '@storybook/react-vite';
import { cartQueryKey } from '../../../runtime/commerce/cart/cart-query.ts';
import { SectionProviders } from '../../../runtime/testing/section-fixtures.tsx';
import { presetArgs, showing } from '../../story-presets.ts';
import { authValues, checkoutApi, checkoutCart } from '../address-fixtures.tsx';
import { ContactBlock } from './CheckoutContact.tsx';
import { checkoutContact } from './index.ts';

// The section shows only on /checkout/address; the story renders its block for a guest of the
// demo store (phone required, e-mail optional). The component tests cover the other cases.
const store = {
  enable_guest_checkout: true,
  order_sms_mandatory: true,
  order_email_mandatory: false,
};

const meta = {
  title: 'Sections/Checkout/Checkout contact',
  component: ContactBlock,
} satisfies Meta<typeof ContactBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const byDefault = presetArgs(checkoutContact, 'Default');

/** A guest: the login prompt with Login and Register, then e-mail (optional) and phone. */
export const Guest: Story = {
  args: byDefault,
  decorators: [
    (Story) => (
      <SectionProviders
        api={checkoutApi()}
        values={authValues(store)}
        queries={[[cartQueryKey, checkoutCart()]]}
      >
        <Story />
      </SectionProviders>
    ),
  ],
  parameters: showing({
    shows: [
      { role: 'heading', name: byDefault.heading },
      byDefault.login_prompt,
      { role: 'button', name: 'Login' },
      { role: 'button', name: 'Register' },
      { role: 'textbox', name: /Phone/ },
    ],
  }),
};
