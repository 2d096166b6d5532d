// The form has one field for "the e-mail or phone the order was placed with", as shoppers expect;
// the API takes either `email` or `phone` (schemas/api/tracking.ts). This decides which.

/** What a contact field's text is sent as: an e-mail, a phone (digits only), or nothing. */
export interface ContactFields {
  email?: string;
  phone?: string;
}

/** Spaces, dashes, dots and brackets people type inside phone numbers. */
const PHONE_PUNCTUATION = /[\s().-]/g;

/**
 * The `email` or `phone` of `contact`: text with an `@` is an e-mail; digits (spaced, dashed or
 * bracketed as people write them, with an optional leading `+`) are a phone, without the store
 * country's calling code when it is typed with `+` (`+91 98765 43210` → `9876543210` for
 * `mobileCode` '+91'); anything else is sent as an e-mail, so it gets the e-mail's message.
 * Blank gives neither.
 */
export function contactFields(contact: string, mobileCode = ''): ContactFields {
  const text = contact.trim();
  if (text === '') return {};
  if (text.includes('@')) return { email: text };
  const compact = text.replace(PHONE_PUNCTUATION, '');
  if (!/^\+?\d+$/.test(compact)) return { email: text };
  const digits = compact.replace(/^\+/, '');
  const code = mobileCode.replace(/\D/g, '');
  if (compact.startsWith('+') && code !== '' && digits.startsWith(code)) {
    return { phone: digits.slice(code.length) };
  }
  return { phone: digits };
}
