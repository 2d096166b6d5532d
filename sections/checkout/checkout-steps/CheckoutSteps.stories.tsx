import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  completeStep,
  enterStep,
  initialSteps,
} from '../../../runtime/commerce/checkout/checkout-steps.ts';
import { presetArgs, showing } from '../../story-presets.ts';
import { Stepper } from './CheckoutSteps.tsx';
import { checkoutSteps } from './index.ts';

// The section takes its step from the path; the stories render the stepper for each step.
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

/** The address area in its selector: the step is titled 'Select Address' (spec §2). */
export const SelectingAnAddress: Story = {
  args: {
    ...byDefault,
    steps: enterStep(initialSteps(), 'address'),
    addressTitle: 'Select Address',
  },
  parameters: showing({ shows: ['Select Address', { href: '/cart' }] }),
};

/** /checkout/payment: cart and address done (Address links back), Payment current. */
export const PaymentStep: Story = {
  args: {
    ...byDefault,
    steps: completeStep(enterStep(initialSteps(), 'payment'), 'address'),
    addressTitle: 'Address',
  },
  parameters: showing({
    shows: [{ href: '/cart' }, { href: '/checkout/address' }, 'Payment'],
  }),
};
