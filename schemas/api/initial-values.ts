import { z } from 'zod';
import { subscriptionStatusSchema } from './base.ts';
import { pluginSchema } from './plugins.ts';
import { settingKeys, settingsSchema } from './settings.ts';
import { storefrontSchema } from './storefront.ts';

/**
 * Query of `GET /api/storefront/initial-values`: `keys` is a comma-separated list of setting
 * keys. @default every key of `settingKeys`
 */
export const initialValuesQuerySchema = z.object({
  /** Comma-separated setting keys, e.g. `store_name,enable_otp_auth`. @default all of `settingKeys` */
  keys: z
    .string()
    .max(4000)
    .optional()
    .transform((value): string[] => {
      const keys = (value ?? '')
        .split(',')
        .map((key) => key.trim())
        .filter((key) => key !== '');
      return keys.length > 0 ? keys : [...settingKeys];
    }),
});
export type InitialValuesQuery = z.infer<typeof initialValuesQuerySchema>;

/**
 * Licence of the store. `null`: no licence (spec §4: 'Website Unvailable' — spelt 'Website
 * Unavailable' on the page — with 404); `'inactive'`: the licence lapsed, shown like an inactive
 * subscription (spec §2: 'Website Unavailable' page with a support link).
 */
export const licenseStatusSchema = z.enum(['active', 'inactive']).nullable();
export type LicenseStatus = z.infer<typeof licenseStatusSchema>;

/**
 * The logged-in customer. Auth is not part of the reference API yet; the full account shape comes
 * with it (spec §3 "User").
 */
export const initialAccountSchema = z.looseObject({
  /** Customer id; a user is logged in when it exists (spec §3). */
  id: z.union([z.number(), z.string()]),
});

/** `data` of `GET /api/storefront/initial-values` (spec §3 "Initial-values response"). */
export const initialValuesSchema = z.object({
  /** Licence of the store. */
  license_status: licenseStatusSchema,
  /** Host name the store is served at, e.g. `shop.example.com`. */
  host: z.string(),
  /** The requested settings; unknown or unset keys are `null`. */
  settings: settingsSchema,
  /** The storefront object. */
  storefront: storefrontSchema,
  /** Installed plugins only. @default [] */
  plugins: z.array(pluginSchema).default([]),
  /**
   * The store's subscription; `'inactive'` shows 'Website Unavailable' with a support link on
   * every route. @default 'active'
   */
  subscription_status: subscriptionStatusSchema.default('active'),
  /**
   * This browser entered the store password this session (the `sf_store_unlock` cookie is
   * valid). Only meaningful when `storefront.is_password_protection_enabled`. @default false
   */
  password_unlocked: z.boolean().default(false),
  /** Present only when a customer is logged in. */
  account: initialAccountSchema.nullable().optional(),
});
export type InitialValues = z.infer<typeof initialValuesSchema>;
