import { z } from 'zod';
import {
  FIELD_REQUIRED_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  NUMERIC_MESSAGE,
} from '../api-constants.ts';

// Field rules shared by the auth, account and address contracts, with the messages of spec §5
// ("Generic messages", "Legacy register", "OTP phone", "OTP code").

export {
  FIELD_REQUIRED_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  INVALID_VALUE_MESSAGE,
  NUMERIC_MESSAGE,
} from '../api-constants.ts';
/** An OTP phone that is not exactly 10 digits (spec §5, §8). */
export const INVALID_PHONE_MESSAGE = 'Invalid phone number';
/** A missing OTP (spec §5, §8). */
export const OTP_REQUIRED_MESSAGE = 'The OTP is required';

/** Digits of a one-time code (spec §9). */
export const OTP_LENGTH = 4;
/** An OTP that is not exactly 4 digits. */
export const OTP_FORMAT_MESSAGE = `The OTP must be ${OTP_LENGTH} digits.`;
/** Digits of the phone an OTP is sent to (spec §9). */
export const OTP_PHONE_LENGTH = 10;
/** Shortest legacy password (spec §9). */
export const PASSWORD_MIN_LENGTH = 6;
/** Longest password accepted; hashing unbounded input would be a denial-of-service lever. */
export const PASSWORD_MAX_LENGTH = 128;
/** Digits of a national mobile number when the channel names none (spec §3). */
export const DEFAULT_MOBILE_NUMBER_LENGTH = 10;

/** A required text, trimmed; blank answers 'This field is required'. */
export function requiredText(max = 255) {
  return z
    .string()
    .trim()
    .min(1, { error: FIELD_REQUIRED_MESSAGE, abort: true })
    .max(max, { error: `The value may not be longer than ${max} characters.` });
}

/** A person's first or last name. */
export const personNameField = requiredText(100);

/** An e-mail address, trimmed and lower-cased (addresses are compared case-insensitively). */
export const emailField = requiredText(254)
  .toLowerCase()
  .pipe(z.email({ error: INVALID_EMAIL_MESSAGE }));

/** A password being checked (login, current password): required, not trimmed. */
export const passwordField = z
  .string()
  .min(1, { error: FIELD_REQUIRED_MESSAGE, abort: true })
  .max(PASSWORD_MAX_LENGTH, {
    error: `The password may not be longer than ${PASSWORD_MAX_LENGTH} characters.`,
  });

/** A new password: at least 6 characters (spec §5 "Legacy register"). */
export const newPasswordField = passwordField.min(PASSWORD_MIN_LENGTH, {
  error: `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
});

/**
 * A national mobile number of exactly `length` digits, the channel country's
 * `mobile_number_length` (spec §5 "Legacy register").
 */
export function mobileNumberField(length: number = DEFAULT_MOBILE_NUMBER_LENGTH) {
  return requiredText(32)
    .regex(/^\d+$/, { error: NUMERIC_MESSAGE, abort: true })
    .length(length, { error: `The phone must be exactly ${length} digits.` });
}

/**
 * A national mobile number in the contract, digits only: its exact length is the channel
 * country's `mobile_number_length`, which the API checks against the store (see
 * {@link mobileNumberField}).
 */
export const mobileDigitsField = requiredText(32).regex(/^\d+$/, { error: NUMERIC_MESSAGE });

/** The phone an OTP goes to: exactly 10 digits, else 'Invalid phone number' (spec §5). */
export const otpPhoneField = requiredText(32).regex(new RegExp(`^\\d{${OTP_PHONE_LENGTH}}$`), {
  error: INVALID_PHONE_MESSAGE,
});

/** A one-time code: required ('The OTP is required'), exactly 4 digits (spec §5). */
export const otpCodeField = z
  .string({
    error: (issue) => (issue.input === undefined ? OTP_REQUIRED_MESSAGE : OTP_FORMAT_MESSAGE),
  })
  .trim()
  .min(1, { error: OTP_REQUIRED_MESSAGE, abort: true })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: OTP_FORMAT_MESSAGE });
