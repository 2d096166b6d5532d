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
 * The logged-in customer, read leniently: a user is logged in when an `id` exists (spec §3
 * "User"). The reference API sends the whole customer (`customerSchema` of account.ts); a
 * platform may send more or less.
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

/**
 * `data` of `GET /api/storefront/initial-values` in the endpoint table. The reference API answers
 * {@link initialValuesSchema} (its tests check it); the storefront takes any value and reads it
 * with `readInitialValues` (runtime), which keeps every part that parses and gives the rest its
 * defaults, naming them in one warning: one malformed colour costs that colour, not the whole
 * store (a strict parse here would turn it into the 500 page). So it is typed as the initial
 * values for the server that writes them (zod input) and as `unknown` for the storefront that
 * reads them (zod output).
 */
export const initialValuesResponseSchema = z.unknown() as z.ZodType<
  unknown,
  z.input<typeof initialValuesSchema>
>;
