import { z } from 'zod';
import { customerSchema, PASSWORD_CONFIRMATION_MESSAGE } from './account.ts';
import {
  DEFAULT_MOBILE_NUMBER_LENGTH,
  emailField,
  FIELD_REQUIRED_MESSAGE,
  mobileDigitsField,
  mobileNumberField,
  newPasswordField,
  otpCodeField,
  otpPhoneField,
  passwordField,
  personNameField,
} from './customer-fields.ts';

/** Answer to wrong login credentials, the same for an unknown e-mail (no account enumeration). */
export const BAD_CREDENTIALS_MESSAGE = 'These credentials do not match our records.';
/** Answer to every password-reset request, whether or not the e-mail is registered. */
export const PASSWORD_RESET_SENT_MESSAGE =
  'If that e-mail is registered, we have sent a reset link.';
/** Too many OTP sends or wrong codes (spec §8 "OTP resend limit exceeded"). */
export const OTP_LIMIT_MESSAGE = 'Maximum attempt reached. Please try again later';

/** Body of `POST /api/auth/login` (spec §5 "Legacy login"). */
export const loginRequestSchema = z.object({
  /** E-mail address. */
  email: emailField,
  /** Password. */
  password: passwordField,
  /** Keep the session for 30 days instead of until the browser closes. @default true */
  remember_me: z.boolean().default(true),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * `data` of a successful login, registration or OTP verification (spec §3 "Login response"):
 * the customer, and the cart session the storefront should keep using.
 */
export const loginResponseSchema = z.object({
  /** The logged-in customer. */
  user: customerSchema,
  /** The customer's cart session after the guest cart was merged; `null` when there is none. */
  cart_session_id: z.string().nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * Body of `POST /api/auth/register` (spec §5 "Legacy register"), as the endpoint table holds it:
 * the phone is digits of any length here, since its exact length is the store's
 * (see {@link registerRequestSchemaFor}).
 */
export const registerRequestSchema = z.object({
  /** Given name. */
  first_name: personNameField,
  /** Family name. */
  last_name: personNameField,
  /** National mobile number, digits only. */
  phone: mobileDigitsField,
  /** E-mail address. */
  email: emailField,
  /** At least 6 characters. */
  password: newPasswordField,
});

/**
 * Body of `POST /api/auth/register` for a store whose channel country's `mobile_number_length`
 * is `mobileNumberLength`: the phone must have exactly that many digits.
 */
export function registerRequestSchemaFor(
  mobileNumberLength: number = DEFAULT_MOBILE_NUMBER_LENGTH,
) {
  return registerRequestSchema.extend({ phone: mobileNumberField(mobileNumberLength) });
}
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** Body of `POST /api/auth/reset` (spec §5 "Forgot password"). */
export const passwordResetRequestSchema = z.object({
  /** The account's e-mail address. */
  email: emailField,
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** A reset token as it travels in the link `/account/reset-password/{email}/{token}`. */
const resetToken = z
  .string()
  .trim()
  .min(1, { error: FIELD_REQUIRED_MESSAGE })
  .max(200, { error: 'This password reset link is invalid.' });

/** Query of `POST /api/auth/validate-reset` (spec §5 "Reset link"). */
export const passwordResetValidateQuerySchema = z.object({
  /** The e-mail the link was sent to. */
  email: emailField,
  /** The token of the link. */
  token: resetToken,
});
export type PasswordResetValidateQuery = z.infer<typeof passwordResetValidateQuerySchema>;

/** `data` of `POST /api/auth/validate-reset`: the link is usable. */
export const passwordResetValidateResponseSchema = z.object({
  /** The e-mail the link belongs to. */
  email: z.string(),
});

/** Body of `POST /api/auth/reset-complete`: the link's e-mail and token and the new password. */
export const passwordResetCompleteRequestSchema = z
  .object({
    /** The e-mail the link was sent to. */
    email: emailField,
    /** The token of the link. */
    token: resetToken,
    /** The new password, at least 6 characters. */
    password: newPasswordField,
    /** The new password again. */
    password_confirmation: z.string(),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    error: PASSWORD_CONFIRMATION_MESSAGE,
  });
export type PasswordResetCompleteRequest = z.infer<typeof passwordResetCompleteRequestSchema>;

/** What a one-time code is for: logging in, registering, or verifying a logged-in phone. */
export const otpPurposeSchema = z.enum(['login', 'register', 'verify']);
export type OtpPurpose = z.infer<typeof otpPurposeSchema>;

/**
 * Body of `POST /api/auth/otp/request` (spec §3 "Login OTP payload"). Registering also needs the
 * new customer's names and e-mail, kept with the code until it is verified.
 */
export const otpRequestSchema = z
  .object({
    /** The phone to send the code to: exactly 10 digits. */
    input: otpPhoneField,
    /** Log in to an existing account or create one. @default 'login' */
    purpose: z.enum(['login', 'register']).default('login'),
    /** Given name; required when registering. */
    first_name: personNameField.optional(),
    /** Family name; required when registering. */
    last_name: personNameField.optional(),
    /** E-mail address; required when registering. */
    email: emailField.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.purpose !== 'register') return;
    for (const field of ['first_name', 'last_name', 'email'] as const) {
      if (body[field] === undefined) {
        ctx.addIssue({ code: 'custom', path: [field], message: FIELD_REQUIRED_MESSAGE });
      }
    }
  });
export type OtpRequest = z.infer<typeof otpRequestSchema>;

/** `data` of `POST /api/auth/otp/request`: where the code went and until when it works. */
export const otpRequestResponseSchema = z.object({
  /** The phone the code was sent to. */
  input: z.string(),
  /** What the code is for. */
  purpose: otpPurposeSchema,
  /** When the code stops working (ISO 8601); 10 minutes after sending. */
  expires_at: z.iso.datetime(),
});
export type OtpRequestResponse = z.infer<typeof otpRequestResponseSchema>;

/** Body of `POST /api/auth/otp/verify` (spec §3 "Login OTP payload"); answers like a login. */
export const otpVerifyRequestSchema = z.object({
  /** The phone the code was sent to. */
  input: otpPhoneField,
  /** The 4-digit code. */
  otp: otpCodeField,
});
export type OtpVerifyRequest = z.infer<typeof otpVerifyRequestSchema>;
