import { type TrackOrderRequest, trackOrderRequestSchema } from '../../../schemas/api/tracking.ts';
import { FIELD_REQUIRED_MESSAGE } from '../../../schemas/api-constants.ts';
import { contactFields } from './contact.ts';

// The form's check, with the contract's own rules and messages (spec §5 "Generic messages"). In a
// chunk of its own, loaded by the first submit: zod and the contract are not on the first paint
// (decision 0008), and the call that follows needs them anyway.

/** The form's fields: the order number and one field for the e-mail or phone. */
export interface TrackOrderValues {
  order_no: string;
  contact: string;
}

/** The body to send, or a message per field. */
export type TrackOrderCheck =
  | { ok: true; body: TrackOrderRequest }
  | { ok: false; errors: Partial<Record<keyof TrackOrderValues, string>> };

/**
 * Checks the form as `POST /api/track-order` would: the order number is required, the contact is
 * required and must be an e-mail or a phone (see {@link contactFields}); `mobileCode` is the
 * store country's calling code.
 */
export function checkTrackOrder(values: TrackOrderValues, mobileCode: string): TrackOrderCheck {
  const contact = contactFields(values.contact, mobileCode);
  const parsed = trackOrderRequestSchema.safeParse({ order_no: values.order_no, ...contact });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Partial<Record<keyof TrackOrderValues, string>> = {};
  // the contract's "e-mail or phone" rule runs only once the fields parse: say it at once
  if (contact.email === undefined && contact.phone === undefined) {
    errors.contact = FIELD_REQUIRED_MESSAGE;
  }
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'order_no' ? 'order_no' : 'contact';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
