import type { Settings } from '../../schemas/api/index.ts';

/** Store settings of Northwind Outfitters (spec §3 setting keys). */
export const settings = {
  // Channel and account
  default_channel: 1,
  enable_multi_channel: false,
  enable_guest_checkout: true,
  enable_login_at_checkout: true,
  enable_customer_register: true,
  enable_register_at_checkout: true,
  privacy_policy_page: 'privacy-policy',
  enable_otp_auth: true,
  enable_legacy_auth: true,
  account_verification_for: 'phone',
  // Store details
  store_name: 'Northwind Outfitters',
  store_email: 'hello@northwind-outfitters.example',
  store_phone: '+91 80 4000 1234',
  store_address: '14 Lavelle Road, Ashok Nagar, Bengaluru 560001',
  store_country: 'India',
  store_state: 'Karnataka',
  store_url: 'https://northwind-outfitters.example',
  // Social links
  facebook: 'https://www.facebook.com/northwindoutfitters',
  instagram: 'https://www.instagram.com/northwindoutfitters',
  youtube: 'https://www.youtube.com/@northwindoutfitters',
  twitter: 'https://x.com/northwindgear',
  pinterest: 'https://www.pinterest.com/northwindoutfitters',
  linkedin: 'https://www.linkedin.com/company/northwind-outfitters',
  // Cart and customer care
  cart_expire_days: 30,
  enable_customer_care: true,
  customer_care_email: 'care@northwind-outfitters.example',
  customer_care_phone: '+91 80 4000 1235',
  customer_care_address: '14 Lavelle Road, Ashok Nagar, Bengaluru 560001, Karnataka, India',
  // Orders and checkout
  enable_refund: true,
  enable_cancel_order: true,
  order_sms_mandatory: true,
  order_email_mandatory: false,
  allow_tnc_checkout: true,
  checkout_instruction:
    'Orders placed before 2 pm ship the same working day. We deliver across India in 2 to 6 working days.',
  // Map
  google_embed_url: 'https://www.google.com/maps?q=Lavelle+Road,+Bengaluru&output=embed',
  // listings show a 'Load more' button ('infinite' scrolls instead)
  catalogue_pagination: 'load-more',
} satisfies Settings;
