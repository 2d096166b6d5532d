import type { PageRecordInput } from '../../../schemas/api/index.ts';
import { richText } from '../sections.ts';

// System pages (spec §2 "How a page is identified"). Each holds a placeholder for now; the cart,
// checkout, account, blog and shop sections replace them as they are built.

/** `/cart`. */
export const cartPage = {
  slug: 'cart',
  title: 'Cart',
  meta_title: 'Your cart | Northwind Outfitters',
  meta_description: 'Review the items in your cart before checking out.',
  page_type: 'cart',
  component_data: [richText('cart-placeholder', { html: '<h1>Your cart</h1>', align: 'left' })],
} satisfies PageRecordInput;

/** `/checkout/address` and `/checkout/payment`. */
export const checkoutPage = {
  slug: 'checkout',
  title: 'Checkout',
  meta_title: 'Checkout | Northwind Outfitters',
  meta_description: 'Enter your delivery address and pay securely.',
  page_type: 'checkout',
  component_data: [
    // both steps: the heading 'Checkout' and the stepper Cart (1), Address (2), Payment (3)
    { key: 'checkout-steps', id: 'checkout-steps', props: { heading: 'Checkout' } },
    // /checkout/address only: contact, then shipping and billing addresses with 'Continue'
    { key: 'checkout-contact', id: 'checkout-contact', props: {} },
    { key: 'checkout-address', id: 'checkout-address', props: {} },
    // /checkout/payment only: the payment step's sections go here (shipping and payment
    // methods, place order), each rendering nothing on /checkout/address
  ],
} satisfies PageRecordInput;

/** `/account` and its sub-pages. */
export const accountPage = {
  slug: 'account',
  title: 'Account Overview',
  meta_title: 'My account | Northwind Outfitters',
  meta_description: 'Your orders, addresses, wishlist and profile.',
  page_type: 'account',
  component_data: [
    // shows only on /account/reset-password/{email}/{token}, where it is the page
    {
      key: 'reset-password',
      id: 'account-reset-password',
      props: { heading: 'Reset Password', message: 'Choose a new password for your account.' },
    },
    richText('account-placeholder', { html: '<h1>Account Overview</h1>', align: 'left' }),
  ],
} satisfies PageRecordInput;

/** `/blogs`. */
export const blogsPage = {
  slug: 'blogs',
  title: 'Journal',
  meta_title: 'Journal | Northwind Outfitters',
  meta_description: 'Trail notes, gear guides and stories from the Northwind Outfitters team.',
  page_type: 'blogs',
  component_data: [
    richText('blogs-placeholder', {
      html: '<h1>Journal</h1><p>Trail notes, gear guides and stories from the Northwind team.</p>',
      align: 'left',
    }),
  ],
} satisfies PageRecordInput;

// `/shop-online` is a listing template: see catalogue.ts.

/** Every system page of the demo store. */
export const systemPages = [cartPage, checkoutPage, accountPage, blogsPage];
