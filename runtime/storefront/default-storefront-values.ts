import type { StorefrontValues } from './initial-values.ts';

/**
 * The storefront values when the root loader has none (the root error boundary, e.g. the store
 * could not be read): what `readInitialValues(undefined)` gives, written out so the browser needs
 * no zod to know them (DESIGN §6). A test keeps the two equal.
 */
export const DEFAULT_STOREFRONT_VALUES: StorefrontValues = {
  storefront: {
    is_password_protection_enabled: false,
    mode: 'Live',
    is_cookie_warning_enabled: false,
    cookie_warning_message: '',
    show_cookie_manage: true,
    // prices still format and phone inputs work without a channel
    channel: {
      currency: { code: 'USD' },
      country: { mobile_code: '+1', mobile_number_length: 10 },
    },
    termsandconditions_page: null,
    privacypolicy_page: null,
    favicon: [],
    logo1: null,
    fonts: [],
    typography: {
      body: { font_family: 'system-ui', font_size: 16, font_weight: 400 },
      heading: { font_family: 'system-ui', font_size: 32, font_weight: 700 },
    },
    theme_color: '#111827',
    text_color: '#1f2937',
    background_color: '#ffffff',
    background_image: null,
    background_size: 'cover',
    background_repeat: 'no-repeat',
    page_layout: 'Full Width',
    is_sticky_header_enabled: true,
    is_scroll_button_enabled: true,
    enable_indexing: true,
    is_custom_css_enabled: false,
    custom_css: '',
    is_store_notice_enabled: false,
    store_notice_message: '',
    store_notice_bg_color: '#111827',
    store_notice_text_color: '#ffffff',
    store_notice_page_slug: null,
    is_store_notice_clearable: true,
  },
  settings: {},
  plugins: [],
  pluginConfigs: {},
  account: null,
  isLoggedIn: false,
  adminToken: null,
  licenseStatus: null,
  host: '',
};
