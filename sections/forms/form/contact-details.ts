import type { Settings } from '../../../schemas/api/settings.ts';

/** How to reach the store, as the form's details show it. */
export interface ContactDetails {
  /** Postal address, line by line; empty when none is set. */
  addressLines: string[];
  phone: string | null;
  email: string | null;
}

/** Which details a form shows: the store's or customer care's. */
export type ContactDetailsSource = 'store' | 'customer-care';

const clean = (value: string | null | undefined) => value?.trim() || null;

const linesOf = (text: string | null | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The store's details from its settings (spec §3 "Store details"), read as the footer reads them:
 * the address line by line, then state and country. Customer care's (`customer_care_*`) replace
 * them one by one where set, while `enable_customer_care` is on.
 */
export function contactDetailsOf(settings: Settings, source: ContactDetailsSource): ContactDetails {
  const store: ContactDetails = {
    addressLines: [
      ...linesOf(settings.store_address),
      [settings.store_state, settings.store_country].filter(Boolean).join(', ').trim(),
    ].filter(Boolean),
    phone: clean(settings.store_phone),
    email: clean(settings.store_email),
  };
  if (source === 'store' || settings.enable_customer_care !== true) return store;
  const careAddress = linesOf(settings.customer_care_address);
  return {
    addressLines: careAddress.length > 0 ? careAddress : store.addressLines,
    phone: clean(settings.customer_care_phone) ?? store.phone,
    email: clean(settings.customer_care_email) ?? store.email,
  };
}

/** A `tel:` link for a phone as people write it (`+91 80 4000 1234` → `tel:+918040001234`). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
