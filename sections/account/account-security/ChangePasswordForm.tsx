import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { applyFieldErrors } from '../../../runtime/api/form-errors.ts';
import * as account from '../../../schemas/api/endpoints/account.ts';
import { styled } from '../../../themes/index.ts';
import { AuthForm, FormNote, FormSubmit } from '../../auth/shared/form-parts.tsx';
import { PasswordField } from '../../auth/shared/PasswordField.tsx';
import { changePasswordFormSchema } from './change-password-form-schema.ts';

type Values = z.input<typeof changePasswordFormSchema>;

const Form = styled(AuthForm, {
  maxWidth: '480px',
  '& button[type="submit"]': { '@sm': { width: 'auto', minWidth: '200px', justifySelf: 'start' } },
});

const Done = styled(FormNote, {
  padding: '$2 $3',
  borderRadius: '$sm',
  backgroundColor: 'rgba(31, 95, 74, 0.1)',
  color: '#17493a',
});

/** What the form says once the password has changed (the API ends the other sessions). */
export const PASSWORD_CHANGED_NOTE =
  'Your password has been changed. You stay logged in here; other devices have been logged out.';

const EMPTY: Values = { old_password: '', password: '', password_confirmation: '' };

/**
 * Change password (spec §2 /account/security): current, new (with the strength meter) and
 * confirmation, sent to `PUT /api/account/update-password`. A wrong current password comes back
 * on its field; success clears the form and says that other devices were logged out.
 */
export default function ChangePasswordForm() {
  const api = useApi();
  const id = useId();
  const [changed, setChanged] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof changePasswordFormSchema>>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = async (body: z.output<typeof changePasswordFormSchema>) => {
    setChanged(false);
    try {
      await api.call(account.updatePassword, { body });
    } catch (error) {
      applyFieldErrors(error, {
        setError,
        fields: ['old_password', 'password', 'password_confirmation'],
      });
      return;
    }
    reset(EMPTY);
    setChanged(true);
  };

  return (
    <Form noValidate aria-label="Change password" onSubmit={handleSubmit(onSubmit)}>
      <PasswordField
        id={`${id}-current`}
        label="Current password"
        autoComplete="current-password"
        error={errors.old_password?.message}
        {...register('old_password')}
      />
      <PasswordField
        id={`${id}-new`}
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
      {changed && <Done role="status">{PASSWORD_CHANGED_NOTE}</Done>}
      <FormSubmit
        serverError={errors.root?.server?.message}
        submitting={isSubmitting}
        loadingLabel="Changing your password"
      >
        Change password
      </FormSubmit>
    </Form>
  );
}
