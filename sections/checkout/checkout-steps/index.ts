import { defineSection } from '../../../registry/index.ts';
import { checkoutStepsSchema } from './schema.ts';

export const checkoutSteps = defineSection({
  key: 'checkout-steps',
  title: 'Checkout steps',
  group: 'checkout',
  schema: checkoutStepsSchema,
  component: () => import('./CheckoutSteps.tsx'),
  pageTypes: ['checkout'],
  presets: [{ name: 'Default', props: { heading: 'Checkout' } }],
});
