import type { z } from 'zod';
import type { paymentMethodRecordSchema, shippingMethodRecordSchema } from './records.ts';

/** Standard delivery is free from ₹2,999 (after discount); express always costs ₹249. */
export const shippingMethods: z.input<typeof shippingMethodRecordSchema>[] = [
  {
    code: 'standard',
    name: 'Standard delivery',
    description: 'Free on orders of ₹2,999 or more.',
    price: 99,
    free_over: 2999,
    delivery_days: '3–6 working days',
  },
  {
    code: 'express',
    name: 'Express delivery',
    description: 'Priority dispatch the same working day.',
    price: 249,
    delivery_days: '1–2 working days',
  },
];

/** Cash on delivery, and cards through the built-in test gateway (no real money moves). */
export const paymentMethods: z.input<typeof paymentMethodRecordSchema>[] = [
  {
    code: 'cod',
    name: 'Cash on delivery',
    description: 'Pay in cash or by UPI when your order arrives.',
    kind: 'cod',
  },
  {
    code: 'test_card',
    name: 'Credit or debit card (test)',
    description: 'Test gateway: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.',
    kind: 'card',
  },
];
