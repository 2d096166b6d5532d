import { readInitialValues, type StorefrontValues } from '../../storefront/initial-values.ts';

// Fixtures of the auth tests and stories (never imported by the storefront itself): the demo
// customer and a store with both ways of logging in.

/** The demo customer as the API shows it. */
export const demoCustomer = {
  id: 1,
  first_name: 'Asha',
  last_name: 'Verma',
  email: 'demo@northwind.test',
  phone: '9876543210',
  phone_verified_at: '2025-01-10T09:00:00.000Z',
  created_at: '2025-01-01T09:00:00.000Z',
};

/** The demo customer's password and the fixed one-time code. */
export const DEMO_PASSWORD = 'Demo@1234';
export const FIXED_OTP = '1234';

/** A store in India (10-digit mobiles, +91), with auth flags changed by `settings`. */
export function authValues(
  settings: Record<string, unknown> = {},
  account: Record<string, unknown> | null = null,
): StorefrontValues {
  return readInitialValues({
    license_status: 'active',
    host: 'shop.example',
    settings: {
      store_name: 'Northwind Outfitters',
      enable_otp_auth: true,
      enable_legacy_auth: true,
      enable_customer_register: true,
      enable_login_at_checkout: true,
      enable_register_at_checkout: true,
      ...settings,
    },
    storefront: {
      channel: {
        currency: { code: 'INR' },
        country: { mobile_code: '+91', mobile_number_length: 10 },
      },
    },
    plugins: [],
    ...(account ? { account } : {}),
  }).values;
}
