// account: the account area's frame and panels (issue 15)
import { accountAddresses } from './account/account-addresses/index.ts';
import { accountDashboard } from './account/account-dashboard/index.ts';
import { accountHeading } from './account/account-heading/index.ts';
import { accountMenu } from './account/account-menu/index.ts';
// account panels (issue 15: orders & refunds, wishlist)
import { accountOrders } from './account/account-orders/index.ts';
import { accountProfile } from './account/account-profile/index.ts';
import { accountSecurity } from './account/account-security/index.ts';
import { accountWishlist } from './account/account-wishlist/index.ts';
// auth: the login and register dialogs, the reset-password page
import { authDialogs } from './auth/auth-dialogs/index.ts';
import { resetPassword } from './auth/reset-password/index.ts';
// blog: the post list and a post (issue 16)
import { blogList } from './blog/blog-list/index.ts';
import { blogPost } from './blog/blog-post/index.ts';
// cart: the cart page's lines and summary, the cart drawer (issue 14)
import { cartDrawer } from './cart/cart-drawer/index.ts';
import { cartLines } from './cart/cart-lines/index.ts';
import { cartSummary } from './cart/cart-summary/index.ts';
// catalogue sections (issue 5: catalogue)
import { categoryGrid } from './catalogue/category-grid/index.ts';
import { productGrid } from './catalogue/product-grid/index.ts';
import { productListing } from './catalogue/product-listing/index.ts';
// checkout: the stepper and the address step (issue 14: cart and checkout)
import { checkoutAddress } from './checkout/checkout-address/index.ts';
import { checkoutContact } from './checkout/checkout-contact/index.ts';
// checkout: the payment step and the order result pages (issue 14)
import { checkoutPayment } from './checkout/checkout-payment/index.ts';
import { checkoutSteps } from './checkout/checkout-steps/index.ts';
import { orderResult } from './checkout/order-result/index.ts';
// content: FAQ, slider and testimonials (issue 16)
import { faq } from './content/faq/index.ts';
import { imageBanner } from './content/image-banner/index.ts';
// forms: store forms, trade enquiry, e-mail subscription and the map (issue 16)
import { mapEmbed } from './content/map-embed/index.ts';
import { richText } from './content/rich-text/index.ts';
import { slider } from './content/slider/index.ts';
import { spacer } from './content/spacer/index.ts';
import { testimonials } from './content/testimonials/index.ts';
import { emailSubscription } from './forms/email-subscription/index.ts';
import { formSection } from './forms/form/index.ts';
import { tradeEnquiry } from './forms/trade-enquiry/index.ts';
// layout sections (issue 4: storefront shell)
import { footer } from './layout/footer/index.ts';
import { header } from './layout/header/index.ts';
import { mobileFooter } from './layout/mobile-footer/index.ts';
import { storeNotice } from './layout/store-notice/index.ts';
import { topbar } from './layout/topbar/index.ts';
// orders: order tracking (issue 16)
import { trackOrder } from './orders/track-order/index.ts';
// product page sections (issue 5: product page)
import { productMain } from './product/product-main/index.ts';
import { productReviews } from './product/product-reviews/index.ts';
import { recentlyViewed } from './product/recently-viewed/index.ts';
import { relatedProducts } from './product/related-products/index.ts';
// system sections: gate and unavailable pages (issue 4: storefront shell)
import { passwordGate } from './system/password-gate/index.ts';
import { storeMode } from './system/store-mode/index.ts';
import { websiteUnavailable } from './system/website-unavailable/index.ts';

/** Every built-in section, in the order the editor lists them. */
export const builtinSections = [
  richText,
  imageBanner,
  spacer,
  // layout sections (issue 4: storefront shell)
  storeNotice,
  topbar,
  header,
  footer,
  mobileFooter,
  // system sections: gate and unavailable pages (issue 4: storefront shell)
  passwordGate,
  storeMode,
  websiteUnavailable,
  // catalogue sections (issue 5: catalogue)
  productGrid,
  categoryGrid,
  productListing,
  // product page sections (issue 5: product page)
  productMain,
  productReviews,
  relatedProducts,
  recentlyViewed,
  // auth: the login and register dialogs, the reset-password page
  authDialogs,
  resetPassword,
  // cart: the cart page's lines and summary, the cart drawer (issue 14)
  cartLines,
  cartSummary,
  cartDrawer,
  // account: the account area's frame and panels (issue 15)
  accountMenu,
  accountHeading,
  accountDashboard,
  accountProfile,
  accountSecurity,
  // account panels (issue 15: addresses, orders & refunds, wishlist)
  accountAddresses,
  accountOrders,
  accountWishlist,
  // checkout: the payment step and the order result pages (issue 14)
  checkoutPayment,
  orderResult,
  // checkout: the stepper and the address step (issue 14: cart and checkout)
  checkoutSteps,
  checkoutContact,
  checkoutAddress,
  // orders: order tracking (issue 16)
  trackOrder,
  // blog: the post list and a post (issue 16)
  blogList,
  blogPost,
  // forms: store forms, trade enquiry, e-mail subscription and the map (issue 16)
  formSection,
  tradeEnquiry,
  emailSubscription,
  mapEmbed,
  // content: FAQ, slider and testimonials (issue 16)
  slider,
  testimonials,
  faq,
] as const;

export {
  accountAddresses,
  accountDashboard,
  accountHeading,
  accountMenu,
  accountOrders,
  accountProfile,
  accountSecurity,
  accountWishlist,
  authDialogs,
  blogList,
  blogPost,
  cartDrawer,
  cartLines,
  cartSummary,
  categoryGrid,
  checkoutAddress,
  checkoutContact,
  checkoutPayment,
  checkoutSteps,
  emailSubscription,
  faq,
  footer,
  formSection,
  header,
  imageBanner,
  mapEmbed,
  mobileFooter,
  orderResult,
  passwordGate,
  productGrid,
  productListing,
  productMain,
  productReviews,
  recentlyViewed,
  relatedProducts,
  resetPassword,
  richText,
  slider,
  spacer,
  storeMode,
  storeNotice,
  testimonials,
  topbar,
  trackOrder,
  tradeEnquiry,
  websiteUnavailable,
};
