import { fixtureCart, fixtureCartLine } from '../../runtime/commerce/cart/cart-fixtures.ts';
import { fixtureCap } from '../../runtime/commerce/product/product-fixtures.ts';
import {
  readInitialValues,
  type StorefrontValues,
} from '../../runtime/storefront/initial-values.ts';
import type { Cart, PaymentMethod, ShippingMethod } from '../../schemas/api/cart.ts';

export {
  fixtureDeclinedOrder,
  fixtureOrder,
  fixtureOrderResult,
} from '../../runtime/commerce/checkout/order-fixtures.ts';
export { routeApi, routeOf, SectionProviders } from '../../runtime/testing/section-fixtures.tsx';

// Test and story fixtures of the checkout sections: a store asking for the terms, and a guest's
// cart at the payment step with the demo store's shipping and payment methods.

const rupees = (amount: number) => ({ amount, formatted: `₹${amount.toFixed(2)}` });

/** The demo store's shipping methods, priced for a ₹1,398 cart. */
export const fixtureShippingMethods: ShippingMethod[] = [
  {
    id: 1,
    code: 'standard',
    name: 'Standard delivery',
    description: 'Free on orders of ₹2,999 or more.',
    price: 99,
    free_over: 2999,
    delivery_days: '3–6 working days',
    amount: rupees(99),
  },
  {
    id: 2,
    code: 'express',
    name: 'Express delivery',
    description: 'Priority dispatch the same working day.',
    price: 249,
    free_over: null,
    delivery_days: '1–2 working days',
    amount: rupees(249),
  },
];

/** Cash on delivery and the test gateway's card. */
export const fixturePaymentMethods: PaymentMethod[] = [
  {
    id: 1,
    code: 'cod',
    name: 'Cash on delivery',
    description: 'Pay in cash or by UPI when your order arrives.',
    kind: 'cod',
    test_cards: [],
  },
  {
    id: 2,
    code: 'test_card',
    name: 'Credit or debit card',
    description: 'Test gateway.',
    kind: 'card',
    test_cards: [
      { number: '4242 4242 4242 4242', outcome: 'succeeds', description: 'Succeeds.' },
      { number: '4000 0000 0000 0002', outcome: 'declined', description: 'Is declined.' },
    ],
  },
];

/**
 * A guest's cart of two caps at the payment step: both methods lists, none chosen unless
 * `change` chooses them.
 */
export function paymentCart(change: Partial<Cart> = {}): Cart {
  return fixtureCart([fixtureCartLine(fixtureCap, 2)], {
    shipping_methods: fixtureShippingMethods,
    cart_payment_methods: fixturePaymentMethods,
    ...change,
  });
}

/** `paymentCart` with the methods of `codes` chosen, priced as the API would answer it. */
export function cartWithMethods(shipping: string | null, payment: string | null): Cart {
  const base = paymentCart();
  const method = fixtureShippingMethods.find((m) => m.code === shipping) ?? null;
  const shippingAmount = method?.amount.amount ?? 0;
  return paymentCart({
    shipping_method: method,
    cart_payment_method: fixturePaymentMethods.find((m) => m.code === payment) ?? null,
    shipping: rupees(shippingAmount),
    grand_total: rupees(base.subtotal.amount + shippingAmount),
  });
}

/** A store that asks for the terms at checkout (`allow_tnc_checkout`), with a terms page. */
export function checkoutValues(
  settings: Record<string, unknown> = {},
  account: Record<string, unknown> | null = null,
): StorefrontValues {
  return readInitialValues({
    license_status: 'active',
    host: 'shop.example',
    settings: {
      store_name: 'Northwind Outfitters',
      enable_guest_checkout: true,
      allow_tnc_checkout: true,
      checkout_instruction: 'Orders placed before 2 pm ship the same working day.',
      ...settings,
    },
    storefront: {
      channel: {
        currency: { code: 'INR' },
        country: { mobile_code: '+91', mobile_number_length: 10 },
      },
      termsandconditions_page: { slug: 'terms-and-conditions' },
    },
    plugins: [],
    ...(account ? { account } : {}),
  }).values;
}
