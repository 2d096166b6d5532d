import type { z } from 'zod';
import type { couponRecordSchema } from './records.ts';

/**
 * Northwind Outfitters' coupons: one valid percent coupon, one fixed coupon with a minimum order
 * and one that has expired (README "Demo data").
 */
export const coupons: z.input<typeof couponRecordSchema>[] = [
  {
    code: 'WELCOME10',
    description: '10% off your order, up to ₹1,000',
    type: 'percent',
    value: 10,
    max_discount_amount: 1000,
  },
  {
    code: 'FLAT500',
    description: '₹500 off orders of ₹3,000 or more',
    type: 'fixed',
    value: 500,
    min_order_amount: 3000,
  },
  {
    code: 'SUMMER25',
    description: '25% off the summer collection',
    type: 'percent',
    value: 25,
    starts_at: '2026-04-01T00:00:00.000Z',
    expires_at: '2026-06-30T18:29:59.000Z',
  },
];
