import { z } from 'zod';
import { PASSWORD_CONFIRMATION_MESSAGE } from '../../../schemas/api/account.ts';
import {
  FIELD_REQUIRED_MESSAGE,
  newPasswordField,
  passwordField,
} from '../../../schemas/api/customer-fields.ts';

/**
 * The change-password form (spec §6: the current password is required): the current one, a new
 * one of at least 6 characters, and the same again. zod: only the form's chunk imports this.
 */
export const changePasswordFormSchema = z
  .object({
    old_password: passwordField,
    password: newPasswordField,
    password_confirmation: z.string().min(1, { error: FIELD_REQUIRED_MESSAGE }),
  })
  .refine((values) => values.password === values.password_confirmation, {
    path: ['password_confirmation'],
    error: PASSWORD_CONFIRMATION_MESSAGE,
  });
