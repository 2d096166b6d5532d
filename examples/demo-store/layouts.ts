import type { Layout } from '../../schemas/template.ts';

/**
 * The default layout (spec §2 "Layout"): store notice, topbar and header above every page, with
 * the auth dialogs; footer and the mobile tab bar below. The notice, logo, store details and social links come from the
 * storefront and settings; the menus are `main` and `footer` (`content.menu`).
 */
export const defaultLayout: Layout = {
  id: 'default',
  header: [
    { key: 'store-notice', id: 'header-notice', props: {} },
    {
      key: 'topbar',
      id: 'header-tagline',
      props: {
        text: 'Clothing and gear for every trail, shipped across India',
        show_contact: true,
        links: [
          { label: 'About us', href: '/about-us' },
          { label: 'Track order', href: '/track-order' },
        ],
      },
    },
    {
      key: 'header',
      id: 'header-main',
      props: {
        menu_id: 'main',
        show_search: true,
        show_account: true,
        show_wishlist: true,
        show_cart: true,
      },
    },
    {
      // the login and register dialogs, opened from the account icon, the wishlist heart and
      // `/?login=1`; nothing shows until a shopper asks for one
      key: 'auth-dialogs',
      id: 'header-auth',
      props: { resend_seconds: 30, login_note: '', register_note: '' },
    },
    {
      // the cart drawer, opened from the header's cart icon; its code loads on intent
      key: 'cart-drawer',
      id: 'header-cart-drawer',
      props: { title: 'Your cart', show_coupon: true },
    },
  ],
  footer: [
    {
      // the newsletter box above the footer, shown while the emailSubscription plugin is installed
      key: 'email-subscription',
      id: 'footer-subscribe',
      props: {
        heading: 'Trail notes in your inbox',
        text: 'New arrivals, trail guides and members-only offers, twice a month. Unsubscribe any time.',
      },
    },
    {
      key: 'footer',
      id: 'footer-info',
      props: { menu_id: 'footer', show_store_details: true, show_social: true, copyright: '' },
    },
    {
      key: 'mobile-footer',
      id: 'footer-mobile',
      props: { shop_href: '/shop-online', show_cart_badge: true },
    },
  ],
};

/**
 * The layout of the gate pages (password, coming soon, maintenance): nothing around the gate, so
 * a shopper who cannot enter the store is not offered menus that lead back to the gate.
 */
export const gateLayout: Layout = { id: 'gate', header: [], footer: [] };

/** Every layout of the demo store. */
export const layouts: Layout[] = [defaultLayout, gateLayout];
