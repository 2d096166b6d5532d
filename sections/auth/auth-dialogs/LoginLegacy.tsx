import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { applyFieldErrors } from '../../../runtime/api/form-errors.ts';
import type { LoginResponse } from '../../../schemas/api/auth.ts';
import * as auth from '../../../schemas/api/endpoints/auth.ts';
import { legacyLoginFormSchema } from '../shared/auth-form-schemas.ts';
import {
  AuthForm,
  CheckboxLabel,
  EmailField,
  FormSubmit,
  LinkButton,
  SplitRow,
} from '../shared/form-parts.tsx';
import { PasswordField } from '../shared/PasswordField.tsx';

type Values = z.input<typeof legacyLoginFormSchema>;

export interface LoginLegacyProps {
  onLoggedIn: (answer: LoginResponse) => Promise<void>;
  /** Shows 'Forgot Password' beside remember me. */
  onForgot: () => void;
}

/**
 * Login with e-mail and password (spec §5 "Legacy login"), with remember me (on by default,
 * spec §3). Wrong credentials come back as a 422 on the e-mail field, in place, never a toast.
 */
export function LoginLegacy({ onLoggedIn, onForgot }: LoginLegacyProps) {
  const api = useApi();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof legacyLoginFormSchema>>({
    resolver: zodResolver(legacyLoginFormSchema),
    defaultValues: { email: '', password: '', remember_me: true },
  });
  useEffect(() => setFocus('email'), [setFocus]);

  const onSubmit = async (body: z.output<typeof legacyLoginFormSchema>) => {
    try {
      const { data } = await api.call(auth.login, { body });
      await onLoggedIn(data);
    } catch (error) {
      applyFieldErrors(error, { setError, fields: ['email', 'password'] });
    }
  };

  return (
    <AuthForm noValidate onSubmit={handleSubmit(onSubmit)}>
      <EmailField id={`${id}-email`} error={errors.email?.message} {...register('email')} />
      <PasswordField
        id={`${id}-password`}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <SplitRow>
        <CheckboxLabel>
          <input type="checkbox" {...register('remember_me')} />
          Remember me
        </CheckboxLabel>
        <LinkButton type="button" onClick={onForgot}>
          Forgot Password
        </LinkButton>
      </SplitRow>
      <FormSubmit
        serverError={errors.root?.server?.message}
        submitting={isSubmitting}
        loadingLabel="Logging in"
      >
        Login
      </FormSubmit>
    </AuthForm>
  );
}
