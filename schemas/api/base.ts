import { z } from 'zod';
import { emailField, passwordField } from './customer-fields.ts';

// Contract of spec §7 "Storefront and base": host, heartbeat, the store password and the
// coming-soon / maintenance subscription, plus how licence and subscription are switched.

export { INCORRECT_STORE_PASSWORD_MESSAGE } from '../api-constants.ts';

/** Answer to a first subscription on the coming-soon or maintenance page. */
export const MODE_SUBSCRIBED_MESSAGE = 'Thank you! We will e-mail you as soon as we are open.';
/** Answer to a repeated subscription: still a success, worded kindly. */
export const MODE_ALREADY_SUBSCRIBED_MESSAGE =
  'You are already on our list. We will e-mail you as soon as we are open.';

/**
 * The cookie that unlocks a password-protected store for one browser session (httpOnly,
 * SameSite=Lax, no Max-Age). Its value is derived from the stored password hash, so changing the
 * password locks every browser out again.
 */
export const STORE_UNLOCK_COOKIE = 'sf_store_unlock';

/**
 * Whether the store's subscription is paid. `'inactive'` shows the 'Website Unavailable' page
 * with a support link on every route (spec §2 "Error pages").
 */
export const subscriptionStatusSchema = z.enum(['active', 'inactive']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** `data` of `GET /api/base/host`. */
export const hostResponseSchema = z.object({
  /** Host name the store is reached at, e.g. `shop.example.com`. */
  host: z.string(),
  /** Origin the store is reached at, e.g. `https://shop.example.com`. */
  url: z.string(),
});
export type HostResponse = z.infer<typeof hostResponseSchema>;

/** Body of `POST /api/base/heart-beat` (spec §7: sent at most once a day per browser). */
export const heartBeatRequestSchema = z
  .object({
    /**
     * Path the shopper was on, e.g. `/shop-online`. @default '/' (also for a path that is not a
     * string or is too long: a heartbeat is counted either way)
     */
    path: z.string().max(2000).default('/').catch('/'),
  })
  .prefault({});
export type HeartBeatRequest = z.input<typeof heartBeatRequestSchema>;

/** Body of `POST /api/storefront/verify-password`. */
export const verifyPasswordRequestSchema = z.object({
  /** The store password as typed; compared with the stored scrypt hash. */
  password: passwordField,
});
export type VerifyPasswordRequest = z.infer<typeof verifyPasswordRequestSchema>;

/**
 * `data` of a successful `POST /api/storefront/verify-password`; the answer also sets the
 * {@link STORE_UNLOCK_COOKIE}. A wrong password answers 422 with `message` and
 * `errors.password` both {@link INCORRECT_STORE_PASSWORD_MESSAGE}.
 */
export const verifyPasswordResponseSchema = z.object({
  /** Always `true` on success. */
  unlocked: z.literal(true),
});
export type VerifyPasswordResponse = z.infer<typeof verifyPasswordResponseSchema>;

/** Body of `POST /api/storefront/subscribe-to-mode`. */
export const subscribeToModeRequestSchema = z.object({
  /** Where to write when the store opens (spec §5 e-mail messages). */
  email: emailField,
});
export type SubscribeToModeRequest = z.infer<typeof subscribeToModeRequestSchema>;

/** `data` of `POST /api/storefront/subscribe-to-mode`. */
export const subscribeToModeResponseSchema = z.object({
  /** The address as stored (trimmed, lower-case). */
  email: z.string(),
  /** The address was on the list already; the answer is still a success. */
  already_subscribed: z.boolean(),
});
export type SubscribeToModeResponse = z.infer<typeof subscribeToModeResponseSchema>;

/**
 * Fields of `PUT /api/admin/storefront` that are not part of the storefront object: the
 * platform's licence and subscription, and the store password. Each is optional; a field left out
 * keeps its stored value. `password: null` removes the password (nobody can unlock until one is
 * set again); a string is hashed with scrypt and never stored or answered as is.
 */
export const adminStoreAccessUpdateSchema = z.object({
  /** Licence: `null` means none (spec §4: 'Website Unavailable' with 404). */
  license_status: z.enum(['active', 'inactive']).nullable().optional(),
  /** Subscription state. */
  subscription_status: subscriptionStatusSchema.optional(),
  /** New store password, or `null` to remove it. */
  password: z.string().min(1).max(128).nullable().optional(),
});
export type AdminStoreAccessUpdate = z.infer<typeof adminStoreAccessUpdateSchema>;

/** The keys of {@link adminStoreAccessUpdateSchema}, taken out of a storefront patch. */
export const storeAccessKeys = ['license_status', 'subscription_status', 'password'] as const;
