import { z } from 'zod';
import { PASSWORD_CONFIRMATION_MESSAGE } from '../../../schemas/api/account.ts';
import { passwordResetRequestSchema, registerRequestSchemaFor } from '../../../schemas/api/auth.ts';
import {
  emailField,
  FIELD_REQUIRED_MESSAGE,
  newPasswordField,
  otpCodeField,
  otpPhoneField,
  passwordField,
  personNameField,
} from '../../../schemas/api/customer-fields.ts';

// The auth forms' rules, built from the contract's own fields so the form and the API say the
// same thing (spec §5 and its generic messages). zod: only the forms' chunks import this module.

/** Legacy login (spec §5): a valid e-mail and a password, and remember me. */
export const legacyLoginFormSchema = z.object({
  email: emailField,
  password: passwordField,
  remember_me: z.boolean(),
});

/** Forgot password (spec §5): a valid e-mail. */
export const forgotPasswordFormSchema = passwordResetRequestSchema;

/** The phone step of OTP login (spec §5 "OTP phone": exactly 10 digits, 'Invalid phone number'). */
export const otpPhoneFormSchema = z.object({ phone: otpPhoneField });

/** The phone step of OTP registration: the new customer's names and e-mail, and the phone. */
export const otpRegisterFormSchema = z.object({
  first_name: personNameField,
  last_name: personNameField,
  email: emailField,
  phone: otpPhoneField,
});

/** The code step (spec §5 "OTP code": required, 4 digits). */
export const otpCodeFormSchema = z.object({ otp: otpCodeField });

/** Legacy register (spec §5): the phone has exactly the channel country's number of digits. */
export const legacyRegisterFormSchema = (mobileNumberLength: number) =>
  registerRequestSchemaFor(mobileNumberLength);

/** The reset page: a new password (at least 6 characters) and the same again. */
export const resetPasswordFormSchema = z
  .object({
    password: newPasswordField,
    password_confirmation: z.string().min(1, { error: FIELD_REQUIRED_MESSAGE }),
  })
  .refine((values) => values.password === values.password_confirmation, {
    path: ['password_confirmation'],
    error: PASSWORD_CONFIRMATION_MESSAGE,
  });
