import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { isApiError } from '../../../runtime/api/api-error.ts';
import { applyFieldErrors } from '../../../runtime/api/form-errors.ts';
import { openLogin, preloadAuthDialogs } from '../../../runtime/commerce/auth/auth-dialog.ts';
import * as auth from '../../../schemas/api/endpoints/auth.ts';
import { Button, TextField } from '../../../themes/index.ts';
import { resetPasswordFormSchema } from '../shared/auth-form-schemas.ts';
import { AuthForm, FieldGroup, FormError, FormNote, textInput } from '../shared/form-parts.tsx';
import { PasswordStrengthMeter } from '../shared/PasswordStrengthMeter.tsx';

type Values = z.input<typeof resetPasswordFormSchema>;

/** What the page says of a link the API no longer accepts (used, expired, replaced). */
export const RESET_LINK_EXPIRED_MESSAGE = 'This password reset link is invalid or has expired.';

export interface ResetPasswordFormProps {
  /** The e-mail of the link. */
  email: string;
  /** The token of the link. */
  token: string;
}

/**
 * New password and confirmation, sent with the link's e-mail and token to
 * `POST /api/auth/reset-complete`; then the login dialog opens, in its e-mail mode. A link that
 * stopped working meanwhile says so and offers to ask for a new one.
 */
export default function ResetPasswordForm({ email, token }: ResetPasswordFormProps) {
  const api = useApi();
  const id = useId();
  const [outcome, setOutcome] = useState<'form' | 'done' | 'expired'>('form');
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof resetPasswordFormSchema>>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', password_confirmation: '' },
  });
  const strengthId = `${id}-strength`;

  const onSubmit = async (values: z.output<typeof resetPasswordFormSchema>) => {
    try {
      await api.call(auth.resetComplete, { body: { email, token, ...values } });
    } catch (error) {
      if (
        isApiError(error) &&
        error.isValidation &&
        (error.fieldErrors.token || error.fieldErrors.email)
      ) {
        setOutcome('expired');
        return;
      }
      applyFieldErrors(error, { setError, fields: ['password', 'password_confirmation'] });
      return;
    }
    setOutcome('done');
    openLogin({ mode: 'legacy', redirect: null });
  };

  if (outcome === 'expired') {
    return (
      <>
        <FormError role="alert">{RESET_LINK_EXPIRED_MESSAGE}</FormError>
        <Button
          fullWidth
          aria-haspopup="dialog"
          onPointerEnter={() => void preloadAuthDialogs()}
          onClick={() => openLogin({ mode: 'forgot', redirect: null })}
        >
          Request a new link
        </Button>
      </>
    );
  }
  if (outcome === 'done') {
    return (
      <>
        <FormNote role="status">
          Your password has been reset. Log in with your new password.
        </FormNote>
        <Button
          fullWidth
          aria-haspopup="dialog"
          onClick={() => openLogin({ mode: 'legacy', redirect: null })}
        >
          Login
        </Button>
      </>
    );
  }

  const passwordError = errors.password?.message;
  return (
    <AuthForm noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormNote>
        For <strong>{email}</strong>
      </FormNote>
      <FieldGroup>
        <TextField
          id={`${id}-password`}
          label="New password"
          type="password"
          autoComplete="new-password"
          className={textInput()}
          error={passwordError}
          {...register('password')}
          aria-describedby={passwordError ? `${id}-password-error ${strengthId}` : strengthId}
        />
        <PasswordStrengthMeter password={watch('password')} id={strengthId} />
      </FieldGroup>
      <FieldGroup>
        <TextField
          id={`${id}-confirmation`}
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          className={textInput()}
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
      </FieldGroup>
      {errors.root?.server?.message && (
        <FormError role="alert">{errors.root.server.message}</FormError>
      )}
      <Button type="submit" fullWidth loading={isSubmitting} loadingLabel="Saving your password">
        Reset Password
      </Button>
    </AuthForm>
  );
}
