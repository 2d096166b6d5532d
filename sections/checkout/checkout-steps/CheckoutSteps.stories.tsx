import type { Meta, StoryObj } from '@storybook/react-vite';
import { enterStep, initialSteps } from '../../../runtime/commerce/checkout/checkout-steps.ts';
import { presetArgs, showing } from '../../story-presets.ts';
import { Stepper } from './CheckoutSteps.tsx';
import { checkoutSteps } from './index.ts';

// The section takes its step from the path; the story renders the stepper of the address step
// (the component tests cover the payment step and the address titles).
const meta = {
  title: 'Sections/Checkout/Checkout steps',
  component: Stepper,
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

const byDefault = presetArgs(checkoutSteps, 'Default');

/** /checkout/address: the cart done, Address current. */
export const AddressStep: Story = {
  args: { ...byDefault, steps: enterStep(initialSteps(), 'address'), addressTitle: 'Address' },
  parameters: showing({
    shows: [
      { role: 'heading', level: 1, name: byDefault.heading },
      { href: '/cart' },
      'Address',
      'Payment',
    ],
    hides: [{ href: '/checkout/address' }],
  }),
};
