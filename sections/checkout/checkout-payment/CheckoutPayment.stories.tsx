import type { Meta, StoryObj } from '@storybook/react-vite';
import { cartQueryKey } from '../../../runtime/commerce/cart/cart-query.ts';
import { presetArgs, showing } from '../../story-presets.ts';
import {
  cartWithMethods,
  checkoutValues,
  routeApi,
  SectionProviders,
} from '../checkout-fixtures.tsx';
import { PaymentStep } from './CheckoutPayment.tsx';
import { checkoutPayment } from './index.ts';

// The section shows on /checkout/payment only; the stories render the step for one cart.
const values = checkoutValues();
const instruction = String(values.settings.checkout_instruction);

const meta = {
  title: 'Sections/Checkout/Shipping and payment',
  component: PaymentStep,
  decorators: [
    (Story) => (
      <SectionProviders
        api={routeApi({})}
        values={values}
        queries={[[cartQueryKey, cartWithMethods('standard', 'cod')]]}
      >
        <Story />
      </SectionProviders>
    ),
  ],
} satisfies Meta<typeof PaymentStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const byDefault = presetArgs(checkoutPayment, 'Default');
const bare = presetArgs(checkoutPayment, 'Without instruction');

/** Both method lists with standard delivery and cash on delivery chosen, the terms, the button. */
export const Default: Story = {
  args: byDefault,
  parameters: showing({
    shows: [
      { role: 'heading', name: byDefault.heading },
      { role: 'radiogroup', name: 'Shipping Method' },
      { role: 'radiogroup', name: 'Payment Method' },
      { role: 'checkbox', name: /agree to the terms and conditions/ },
      instruction,
      { role: 'button', name: 'Place Order' },
    ],
  }),
};

/** The step without the store's checkout instruction. */
export const WithoutInstruction: Story = {
  args: bare,
  parameters: showing({
    shows: [
      { role: 'heading', name: bare.heading },
      { role: 'button', name: 'Place Order' },
    ],
    hides: [instruction],
  }),
};
