import { z } from 'zod';

/** The social profile settings (spec §3 "Social links"), in the footer's order. */
export const socialLinkKeys = [
  'facebook',
  'instagram',
  'youtube',
  'twitter',
  'pinterest',
  'linkedin',
] as const;
export type SocialLinkKey = (typeof socialLinkKeys)[number];

/** Every setting key the storefront requests (spec §3 "Storefront settings keys requested"). */
export const settingKeys = [
  // Channel and account
  'default_channel',
  'enable_multi_channel',
  'enable_guest_checkout',
  'enable_login_at_checkout',
  'enable_customer_register',
  'enable_register_at_checkout',
  'privacy_policy_page',
  'enable_otp_auth',
  'enable_legacy_auth',
  'account_verification_for',
  // Store details
  'store_name',
  'store_email',
  'store_phone',
  'store_address',
  'store_country',
  'store_state',
  'store_url',
  // Social links
  ...socialLinkKeys,
  // Cart and customer care
  'cart_expire_days',
  'enable_customer_care',
  'customer_care_email',
  'customer_care_phone',
  'customer_care_address',
  // Orders and checkout
  'enable_refund',
  'enable_cancel_order',
  'order_sms_mandatory',
  'order_email_mandatory',
  'allow_tnc_checkout',
  'checkout_instruction',
  // Map
  'google_embed_url',
  // how listings page, beyond the spec's keys
  'catalogue_pagination',
] as const;
export type SettingKey = (typeof settingKeys)[number];

/** What a social profile address that is not an http(s) URL is told (422, and at the field). */
export const SOCIAL_URL_MESSAGE =
  'Enter the full web address of the profile, starting with https:// (e.g. https://www.instagram.com/yourshop).';

/** A web address: http(s), a host with a dot, then anything without spaces. */
const HTTP_URL = /^https?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** One social profile's address: an http(s) URL (no `javascript:`, no bare `www.` names). */
export const socialUrlSchema = z.string().trim().max(500, SOCIAL_URL_MESSAGE).regex(HTTP_URL, {
  message: SOCIAL_URL_MESSAGE,
});

const socialUrl = socialUrlSchema.nullable();

/**
 * The store's social profiles as the editor drafts them (issue 25): each an http(s) URL, or
 * `null` for none. No other key is taken.
 */
export const socialLinksSchema = z.strictObject({
  /** Facebook page URL. */
  facebook: socialUrl,
  /** Instagram profile URL. */
  instagram: socialUrl,
  /** YouTube channel URL. */
  youtube: socialUrl,
  /** Twitter / X profile URL. */
  twitter: socialUrl,
  /** Pinterest profile URL. */
  pinterest: socialUrl,
  /** LinkedIn page URL. */
  linkedin: socialUrl,
});
export type SocialLinks = z.infer<typeof socialLinksSchema>;

/**
 * The social profiles as stored: every network, `null` when unset. A value stored before the
 * URL rule (by `PUT /api/admin/settings`) is answered as it is, for the editor to show at its field.
 */
export const storedSocialLinksSchema = z.record(z.enum(socialLinkKeys), z.string().nullable());
export type StoredSocialLinks = z.infer<typeof storedSocialLinksSchema>;

const text = z.string().nullable();
const flag = z.boolean().nullable();

/**
 * The value type of each known setting. Every value may be `null` (not configured). A setting
 * object is open: a platform may keep more keys, whose values are any JSON.
 */
export const settingsSchema = z
  .looseObject({
    /** Id of the channel the storefront sells through. */
    default_channel: z.number().int().nullable(),
    /** The store sells through more than one channel. */
    enable_multi_channel: flag,
    /** Guests may check out without an account (spec §6). */
    enable_guest_checkout: flag,
    /** Offer login on the checkout page. */
    enable_login_at_checkout: flag,
    /** Shoppers may register (spec §6). */
    enable_customer_register: flag,
    /** Offer registration on the checkout page. */
    enable_register_at_checkout: flag,
    /** Slug of the privacy policy page. */
    privacy_policy_page: text,
    /** Mobile one-time-code login (spec §4: preferred when on). */
    enable_otp_auth: flag,
    /** E-mail and password login. */
    enable_legacy_auth: flag,
    /** Which contact detail a new account must verify; `null` means none. */
    account_verification_for: z.enum(['phone', 'email']).nullable(),
    /** Trading name. */
    store_name: text,
    /** Contact e-mail. */
    store_email: text,
    /** Contact phone, international format. */
    store_phone: text,
    /** Postal address, one line per line break. */
    store_address: text,
    /** Country name. */
    store_country: text,
    /** State or region name. */
    store_state: text,
    /** Public URL of the store. */
    store_url: text,
    /** Facebook page URL. */
    facebook: text,
    /** Instagram profile URL. */
    instagram: text,
    /** YouTube channel URL. */
    youtube: text,
    /** Twitter / X profile URL. */
    twitter: text,
    /** Pinterest profile URL. */
    pinterest: text,
    /** LinkedIn page URL. */
    linkedin: text,
    /** Days a cart is kept (spec §9). */
    cart_expire_days: z.number().int().min(0).nullable(),
    /** Show customer care contacts. */
    enable_customer_care: flag,
    /** Customer care e-mail. */
    customer_care_email: text,
    /** Customer care phone. */
    customer_care_phone: text,
    /** Customer care postal address. */
    customer_care_address: text,
    /** Customers may request refunds. */
    enable_refund: flag,
    /** Customers may cancel orders. */
    enable_cancel_order: flag,
    /** A phone number is required to order (spec §5 address step). */
    order_sms_mandatory: flag,
    /** An e-mail address is required to order (spec §5 address step). */
    order_email_mandatory: flag,
    /** Shoppers must accept the terms at checkout. */
    allow_tnc_checkout: flag,
    /** Text shown on the checkout page. */
    checkout_instruction: text,
    /** Google Maps embed URL for the map section. */
    google_embed_url: text,
    /**
     * How product listings show more products: a 'Load more' button, or infinite scroll that
     * fetches the next page before the shopper reaches the end. `null` means 'load-more'.
     */
    catalogue_pagination: z.enum(['load-more', 'infinite']).nullable(),
  })
  .partial();
export type Settings = z.infer<typeof settingsSchema>;

/** Body of `POST /api/settings/get`. */
export const settingsGetRequestSchema = z.object({
  /** The setting keys wanted; unknown keys answer `null`. */
  keys: z.array(z.string().min(1).max(100)).min(1).max(200),
});
export type SettingsGetRequest = z.infer<typeof settingsGetRequestSchema>;

/** `data` of `POST /api/settings/get`: each requested key with its value, `null` when unset. */
export const settingsGetResponseSchema = settingsSchema;
