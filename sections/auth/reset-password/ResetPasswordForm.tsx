import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { isApiError } from '../../../runtime/api/api-error.ts';
import { applyFieldErrors } from '../../../runtime/api/form-errors.ts';
import { openLogin, preloadAuthDialogs } from '../../../runtime/commerce/auth/auth-dialog.ts';
import * as auth from '../../../schemas/api/endpoints/auth.ts';
import { Button } from '../../../themes/index.ts';
import { resetPasswordFormSchema } from '../shared/auth-form-schemas.ts';
import { AuthForm, FormError, FormNote, FormSubmit } from '../shared/form-parts.tsx';
import { PasswordField } from '../shared/PasswordField.tsx';

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

  return (
    <AuthForm noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormNote>
        For <strong>{email}</strong>
      </FormNote>
      <PasswordField
        id={`${id}-password`}
        label="New password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
        strength={{ id: `${id}-strength`, password: watch('password') }}
      />
      <PasswordField
        id={`${id}-confirmation`}
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...register('password_confirmation')}
      />
      <FormSubmit
        serverError={errors.root?.server?.message}
        submitting={isSubmitting}
        loadingLabel="Saving your password"
      >
        Reset Password
      </FormSubmit>
    </AuthForm>
  );
}
