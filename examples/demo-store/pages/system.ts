import type { PageRecordInput } from '../../../schemas/api/index.ts';

// System pages (spec §2 "How a page is identified"). Each holds a placeholder for now; the cart,
// checkout, account, blog and shop sections replace them as they are built.

/** `/cart`. */
export const cartPage = {
  slug: 'cart',
  title: 'Cart',
  meta_title: 'Your cart | Northwind Outfitters',
  meta_description: 'Review the items in your cart before checking out.',
  page_type: 'cart',
  component_data: [
    {
      key: 'cart-lines',
      id: 'cart-lines',
      props: {
        heading: 'Your cart',
        continue_label: 'Continue shopping',
        continue_href: '/shop-online',
      },
    },
    {
      key: 'cart-summary',
      id: 'cart-summary',
      props: {
        heading: 'Order summary',
        show_lines: false,
        show_coupon: true,
        show_checkout: true,
      },
    },
  ],
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
    // /checkout/payment only: shipping and payment methods, terms and Place Order
    {
      key: 'checkout-payment',
      id: 'checkout-payment',
      props: { heading: 'Shipping and payment', show_instruction: true },
    },
    // both steps: what is being bought, priced by the server
    {
      key: 'cart-summary',
      id: 'checkout-summary',
      props: {
        heading: 'Order summary',
        show_lines: true,
        show_coupon: false,
        show_checkout: false,
      },
    },
  ],
} satisfies PageRecordInput;

/** The order result section's texts, the same on the complete and failed pages. */
const orderResultProps = {
  heading: 'Thank you for your order!',
  message: 'We have received your order and will let you know when it ships.',
  failed_heading: 'Your payment did not go through',
  failed_message: 'Your order is saved and nothing was charged. Try another card to complete it.',
  show_rating: true,
};

/** `/checkout-complete?token=…&order_id=…` (the `complete_url` place-order answers). */
export const checkoutCompletePage = {
  slug: 'checkout-complete',
  title: 'Order complete',
  meta_title: 'Order complete | Northwind Outfitters',
  meta_description: 'Your order has been placed.',
  page_type: 'checkout-complete',
  component_data: [{ key: 'order-result', id: 'order-complete', props: orderResultProps }],
} satisfies PageRecordInput;

/** `/checkout-failed?token=…&order_id=…` (the `failed_url` of a declined card). */
export const checkoutFailedPage = {
  slug: 'checkout-failed',
  title: 'Payment failed',
  meta_title: 'Payment failed | Northwind Outfitters',
  meta_description: 'Your payment did not go through. Try another card.',
  page_type: 'checkout-failed',
  component_data: [{ key: 'order-result', id: 'order-failed', props: orderResultProps }],
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
    // the account area (spec §2): the menu frames every account page, the heading is its h1, and
    // each panel shows on its own path
    { key: 'account-menu', id: 'account-menu', props: { show_greeting: true, show_logout: true } },
    { key: 'account-heading', id: 'account-heading', props: { show_description: true } },
    { key: 'account-dashboard', id: 'account-dashboard', props: { recent_orders: 3 } },
    { key: 'account-profile', id: 'account-profile', props: { heading: 'Personal details' } },
    { key: 'account-security', id: 'account-security', props: { logs_per_page: 10 } },
    // each shows only on its own path: /account/addresses, /account/orders, /account/wishlist
    { key: 'account-addresses', id: 'account-addresses', props: { add_label: 'Add address' } },
    {
      key: 'account-orders',
      id: 'account-orders',
      props: {},
    },
    {
      key: 'account-wishlist',
      id: 'account-wishlist',
      props: {},
    },
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
    // the posts, six a page, with the tag filter and the pager (`?tag=`, `?page=`)
    {
      key: 'blog-list',
      id: 'blogs-list',
      props: {
        heading: 'Journal',
        intro: 'Trail notes, gear guides and stories from the Northwind team.',
        per_page: 6,
      },
    },
  ],
} satisfies PageRecordInput;

/** `/track-order` and `/track-order/{waybill or order number}`. */
export const trackOrderPage = {
  slug: 'track-order',
  title: 'Track your order',
  meta_title: 'Track your order | Northwind Outfitters',
  meta_description:
    'See where your Northwind Outfitters order is with its order number and your e-mail or phone.',
  page_type: 'track-order',
  component_data: [
    {
      key: 'track-order',
      id: 'track-order',
      props: {
        heading: 'Track your order',
        text: 'Your order number is in your confirmation e-mail (it starts with NW). Enter it with the e-mail address or phone number you used at checkout.',
        button_label: 'Track order',
      },
    },
  ],
} satisfies PageRecordInput;

// `/shop-online` is a listing template: see catalogue.ts.

/** Every system page of the demo store. */
export const systemPages = [
  cartPage,
  checkoutPage,
  checkoutCompletePage,
  checkoutFailedPage,
  accountPage,
  blogsPage,
  trackOrderPage,
];
