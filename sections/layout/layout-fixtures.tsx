import type { ReactNode } from 'react';
import {
  readInitialValues,
  type StorefrontValues,
} from '../../runtime/storefront/initial-values.ts';
import {
  routeApi,
  SectionProviders,
  type SectionProvidersProps,
} from '../../runtime/testing/section-fixtures.tsx';

export { routeApi } from '../../runtime/testing/section-fixtures.tsx';

// Test and story fixtures shared by the layout sections: a small store, an API answering from a
// table of paths, and the providers a section finds in the storefront.

/** A small store, in the shape of `GET /api/storefront/initial-values`. */
export const fixtureInitialValues = {
  license_status: 'active',
  host: 'shop.example',
  settings: {
    store_name: 'Northwind Outfitters',
    store_email: 'hello@northwind.example',
    store_phone: '+91 80 4000 1234',
    store_address: '14 Lavelle Road\nBengaluru 560001',
    facebook: 'https://www.facebook.com/northwind',
    instagram: 'https://www.instagram.com/northwind',
    youtube: null,
    twitter: 'https://x.com/northwind',
    pinterest: null,
    linkedin: 'https://www.linkedin.com/company/northwind',
  },
  storefront: {
    channel: { currency: { code: 'INR' }, country: { mobile_code: '+91' } },
    logo1: { src: '/api/media/logo.svg', alt: 'Northwind Outfitters', width: 180, height: 48 },
    is_cookie_warning_enabled: true,
    show_cookie_manage: true,
    is_store_notice_enabled: true,
    store_notice_message: 'Free shipping on orders over ₹2,999',
    store_notice_bg_color: '#1f5f4a',
    store_notice_text_color: '#ffffff',
    store_notice_page_slug: 'shop-online',
    is_store_notice_clearable: true,
  },
  plugins: [],
} as const;

/** The fixture store's values, optionally changed: `fixtureValues({ storefront: {...} })`. */
export function fixtureValues(
  change: {
    storefront?: Record<string, unknown>;
    settings?: Record<string, unknown>;
    account?: Record<string, unknown> | null;
  } = {},
): StorefrontValues {
  return readInitialValues({
    ...fixtureInitialValues,
    storefront: { ...fixtureInitialValues.storefront, ...change.storefront },
    settings: { ...fixtureInitialValues.settings, ...change.settings },
    ...(change.account ? { account: change.account } : {}),
  }).values;
}

/** The main and footer menus of the fixture store. */
export const fixtureMenus = {
  '/api/menu/main': {
    id: 'main',
    name: 'Main menu',
    items: [
      { label: 'Shop all', url: '/shop-online', children: [] },
      {
        label: 'Jackets',
        url: '/product-category/jackets',
        children: [
          { label: 'Rain jackets', url: '/product-category/rain-jackets', children: [] },
          { label: 'Fleece', url: '/product-category/fleece', children: [] },
        ],
      },
      { label: 'Journal', url: '/blogs', children: [] },
    ],
  },
  '/api/menu/footer': {
    id: 'footer',
    name: 'Footer menu',
    items: [
      {
        label: 'Shop',
        url: '/shop-online',
        children: [
          { label: 'Jackets', url: '/product-category/jackets', children: [] },
          { label: 'Footwear', url: '/product-category/footwear', children: [] },
        ],
      },
      {
        label: 'Help',
        url: '/contact-us',
        children: [{ label: 'Track order', url: '/track-order', children: [] }],
      },
      { label: 'About us', url: '/about-us', children: [] },
    ],
  },
} as const;

/** The API, query cache and storefront values a layout section finds in the storefront. */
export function LayoutProviders({
  values = fixtureValues(),
  api = routeApi(fixtureMenus),
  queries,
  children,
}: Partial<Omit<SectionProvidersProps, 'children'>> & { children: ReactNode }) {
  return (
    <SectionProviders api={api} values={values} queries={queries}>
      {children}
    </SectionProviders>
  );
}
