import { z } from 'zod';
import {
  DEFAULT_MOBILE_NUMBER_LENGTH,
  emailField,
  mobileDigitsField,
  mobileNumberField,
  newPasswordField,
  otpCodeField,
  passwordField,
  personNameField,
} from './customer-fields.ts';

/** Where a password and its confirmation differ. */
export const PASSWORD_CONFIRMATION_MESSAGE = 'The password confirmation does not match.';

/**
 * A customer as the API shows it (spec §3 "User"): never the password. A user is logged in when
 * an `id` exists.
 */
export const customerSchema = z.object({
  /** Customer id. */
  id: z.number().int().positive(),
  /** Given name. */
  first_name: z.string(),
  /** Family name. */
  last_name: z.string(),
  /** E-mail address, lower-cased. */
  email: z.string(),
  /** National mobile number (digits only); `null` when none is on file. */
  phone: z.string().nullable(),
  /** When the phone was verified by OTP (ISO 8601); `null` while unverified (spec §4). */
  phone_verified_at: z.iso.datetime().nullable(),
  /** When the account was created (ISO 8601). */
  created_at: z.iso.datetime(),
});
export type Customer = z.infer<typeof customerSchema>;

/** `data` of `GET /api/account/get` (spec §3 "Account response"). */
export const accountResponseSchema = customerSchema;

/**
 * Body of `PUT /api/account/update-profile`, as the endpoint table holds it: the phone is digits
 * of any length here, since its exact length is the store's (see
 * {@link updateProfileRequestSchemaFor}). Changing the phone clears `phone_verified_at` (spec §4).
 */
export const updateProfileRequestSchema = z.object({
  /** Given name. */
  first_name: personNameField,
  /** Family name. */
  last_name: personNameField,
  /** E-mail address; must not belong to another customer. */
  email: emailField,
  /** National mobile number; must not belong to another customer. */
  phone: mobileDigitsField,
});

/**
 * Body of `PUT /api/account/update-profile` for a store whose channel country's
 * `mobile_number_length` is `mobileNumberLength`: the phone must have exactly that many digits.
 */
export function updateProfileRequestSchemaFor(
  mobileNumberLength: number = DEFAULT_MOBILE_NUMBER_LENGTH,
) {
  return updateProfileRequestSchema.extend({ phone: mobileNumberField(mobileNumberLength) });
}
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** Body of `PUT /api/account/update-password`: the current password is required (spec §6). */
export const updatePasswordRequestSchema = z
  .object({
    /** The current password. */
    old_password: passwordField,
    /** The new password, at least 6 characters. */
    password: newPasswordField,
    /** The new password again. */
    password_confirmation: z.string(),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    error: PASSWORD_CONFIRMATION_MESSAGE,
  });
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequestSchema>;

/** Body of `POST /api/account/otp/generate`: which contact detail to verify. */
export const accountOtpGenerateRequestSchema = z.object({
  /** Only the phone is verified by OTP. */
  type: z.enum(['phone']),
});
export type AccountOtpGenerateRequest = z.infer<typeof accountOtpGenerateRequestSchema>;

/** `data` of `POST /api/account/otp/generate`. */
export const accountOtpGenerateResponseSchema = z.object({
  /** What is being verified. */
  type: z.enum(['phone']),
  /** When the code stops working (ISO 8601). */
  expires_at: z.iso.datetime(),
});
export type AccountOtpGenerateResponse = z.infer<typeof accountOtpGenerateResponseSchema>;

/** Body of `POST /api/account/otp/verify`: the 4-digit code (spec §2 "Verify Account popup"). */
export const accountOtpVerifyRequestSchema = z.object({
  /** The code that was sent. */
  otp: otpCodeField,
});
export type AccountOtpVerifyRequest = z.infer<typeof accountOtpVerifyRequestSchema>;

/** `data` of `POST /api/account/otp/verify`: the customer, `phone_verified_at` now set. */
export const accountOtpVerifyResponseSchema = customerSchema;

/** A page of a list; `page` starts at 1. */
const pageNumber = z.coerce.number().int().min(1).max(100_000);

/** Query of `GET /api/account/access-logs`. */
export const accessLogsQuerySchema = z.object({
  /** Page, starting at 1. @default 1 */
  page: pageNumber.default(1),
  /** Entries per page. @default 10 */
  perPage: z.coerce.number().int().min(1).max(100).default(10),
});
export type AccessLogsQuery = z.infer<typeof accessLogsQuerySchema>;

/** One login of the customer, as the access log lists it (spec §2 /account/security). */
export const accessLogSchema = z.object({
  /** Entry id. */
  id: z.number().int().positive(),
  /** When the login happened (ISO 8601). */
  at: z.iso.datetime(),
  /** Client address as the server saw it; `null` when unknown. */
  ip: z.string().nullable(),
  /** The browser's user agent; `null` when it sent none. */
  user_agent: z.string().nullable(),
});
export type AccessLog = z.infer<typeof accessLogSchema>;

/** `data` of `GET /api/account/access-logs`: newest first. */
export const accessLogsResponseSchema = z.object({
  /** Entries of this page. */
  logs: z.array(accessLogSchema),
  /** This page, starting at 1. */
  page: z.number().int().min(1),
  /** Entries per page. */
  perPage: z.number().int().min(1),
  /** Entries on all pages. */
  total: z.number().int().min(0),
});
export type AccessLogsResponse = z.infer<typeof accessLogsResponseSchema>;
