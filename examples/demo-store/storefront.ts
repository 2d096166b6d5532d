import type { StorefrontInput } from '../../schemas/api/index.ts';
import { mediaUrl } from './media.ts';

/** The storefront object of Northwind Outfitters: gates, channel, theme and store notice. */
export const storefront = {
  is_password_protection_enabled: false,
  mode: 'Live',
  is_cookie_warning_enabled: true,
  cookie_warning_message:
    'We use cookies to keep your cart, remember your preferences and understand how the shop is used.',
  show_cookie_manage: true,

  channel: {
    currency: { code: 'INR' },
    country: { mobile_code: '+91', mobile_number_length: 10 },
  },
  termsandconditions_page: { slug: 'terms-and-conditions' },
  privacypolicy_page: { slug: 'privacy-policy' },

  favicon: [{ rel: 'icon', href: mediaUrl('favicon.svg'), type: 'image/svg+xml', sizes: 'any' }],
  logo1: { src: mediaUrl('logo.svg'), alt: 'Northwind Outfitters', width: 180, height: 48 },
  // The Inter file (/fonts/inter-variable.woff2) is not shipped yet, and a font that answers 404
  // logs an error on every page. Until it is, the theme names Inter (used where installed) and
  // falls back to the system fonts. To restore: put the variable woff2 in public/fonts/ and list
  // { family: 'Inter', path: '/fonts/inter-variable.woff2', weight_range: [100, 900], is_variable: true }.
  fonts: [],
  typography: {
    body: { font_family: 'Inter', font_size: 16, font_weight: 400 },
    heading: { font_family: 'Inter', font_size: 36, font_weight: 700 },
  },
  theme_color: '#1f5f4a',
  text_color: '#1c2321',
  background_color: '#fbfaf7',
  background_image: null,
  background_size: 'cover',
  background_repeat: 'no-repeat',
  page_layout: 'Full Width',
  is_sticky_header_enabled: true,
  is_scroll_button_enabled: true,
  enable_indexing: true,
  is_custom_css_enabled: false,
  custom_css: '',

  is_store_notice_enabled: true,
  store_notice_message: 'Free shipping across India on orders over ₹2,999',
  store_notice_bg_color: '#1f5f4a',
  store_notice_text_color: '#ffffff',
  store_notice_page_slug: 'shop-online',
  is_store_notice_clearable: true,
} satisfies StorefrontInput;
