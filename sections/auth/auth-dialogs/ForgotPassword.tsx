import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { applyFieldErrors } from '../../../runtime/api/form-errors.ts';
import * as auth from '../../../schemas/api/endpoints/auth.ts';
import { forgotPasswordFormSchema } from '../shared/auth-form-schemas.ts';
import { AuthForm, EmailField, FormNote, FormSubmit } from '../shared/form-parts.tsx';

type Values = z.input<typeof forgotPasswordFormSchema>;

export interface ForgotPasswordProps {
  /** The link was asked for: the API's answer is a toast, and the dialog returns to Legacy. */
  onSent: () => void;
}

/**
 * Forgot password (spec §5): the e-mail to send a reset link to (`POST /api/auth/reset`). The API
 * answers the same whether or not the e-mail has an account; its message is the success toast.
 */
export function ForgotPassword({ onSent }: ForgotPasswordProps) {
  const api = useApi();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof forgotPasswordFormSchema>>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });
  useEffect(() => setFocus('email'), [setFocus]);

  const onSubmit = async (body: z.output<typeof forgotPasswordFormSchema>) => {
    try {
      await api.call(auth.reset, { body });
    } catch (error) {
      applyFieldErrors(error, { setError, fields: ['email'] });
      return;
    }
    onSent();
  };

  return (
    <AuthForm noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormNote>Enter your e-mail and we will send you a link to reset your password.</FormNote>
      <EmailField id={`${id}-email`} error={errors.email?.message} {...register('email')} />
      <FormSubmit
        serverError={errors.root?.server?.message}
        submitting={isSubmitting}
        loadingLabel="Sending the link"
      >
        Send reset link
      </FormSubmit>
    </AuthForm>
  );
}
