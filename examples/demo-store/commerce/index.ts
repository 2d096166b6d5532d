import { coupons } from './coupons.ts';
import { paymentMethods, shippingMethods } from './methods.ts';
import { orders } from './orders.ts';
import type { CommerceDatasetInput } from './records.ts';

/** Northwind Outfitters' coupons, shipping and payment methods, and past orders. */
export const commerce: CommerceDatasetInput = {
  coupons,
  shipping_methods: shippingMethods,
  payment_methods: paymentMethods,
  orders,
};
