import { sql } from 'drizzle-orm';
import type { Database } from '../../db/open.ts';
import { storefront } from '../../db/schema.ts';
import { readSettings } from '../settings.ts';

/** The store settings the cart, checkout and order rules read (spec §3 "Orders and checkout"). */
export interface CommerceSettings {
  /** Days a cart is kept after its last change; `null` when carts do not expire. */
  cartExpireDays: number | null;
  /** Guests may check out (`enable_guest_checkout`, on unless switched off). */
  guestCheckout: boolean;
  /** A phone is required to order (`order_sms_mandatory`). */
  phoneRequired: boolean;
  /** An e-mail is required to order (`order_email_mandatory`). */
  emailRequired: boolean;
  /** The terms must be accepted at place-order (`allow_tnc_checkout`). */
  termsRequired: boolean;
  /** Customers may cancel orders that have not shipped (`enable_cancel_order`). */
  cancelEnabled: boolean;
  /** Customers may request refunds of delivered lines (`enable_refund`). */
  refundEnabled: boolean;
  /** ISO 4217 code of the channel currency. */
  currency: string;
}

/** The currency when the storefront names none. */
export const DEFAULT_CURRENCY = 'INR';

const KEYS = [
  'cart_expire_days',
  'enable_guest_checkout',
  'order_sms_mandatory',
  'order_email_mandatory',
  'allow_tnc_checkout',
  'enable_cancel_order',
  'enable_refund',
] as const;

/**
 * Reads the commerce settings. A flag that was never configured is off, except guest checkout,
 * which a store switches off explicitly (as the auth flags).
 */
export async function readCommerceSettings(db: Database): Promise<CommerceSettings> {
  const [values, [channel]] = await Promise.all([
    readSettings(db, KEYS),
    // Only the currency code: cheaper than parsing the whole storefront object on every call.
    db
      .select({ currency: sql<string | null>`${storefront.data}->'channel'->'currency'->>'code'` })
      .from(storefront),
  ]);
  const days = values.cart_expire_days;
  return {
    cartExpireDays: typeof days === 'number' && days > 0 ? days : null,
    guestCheckout: values.enable_guest_checkout !== false,
    phoneRequired: values.order_sms_mandatory === true,
    emailRequired: values.order_email_mandatory === true,
    termsRequired: values.allow_tnc_checkout === true,
    cancelEnabled: values.enable_cancel_order === true,
    refundEnabled: values.enable_refund === true,
    currency: channel?.currency ?? DEFAULT_CURRENCY,
  };
}
