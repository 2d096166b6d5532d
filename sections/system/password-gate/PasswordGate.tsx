import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import type { SectionProps } from '../../../registry/index.ts';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { applyFieldErrors } from '../../../runtime/api/form-errors.ts';
import { REDIRECT_PARAM } from '../../../runtime/routing/login-redirect.ts';
import { safeRedirectTarget } from '../../../runtime/routing/safe-redirect.ts';
import * as storefront from '../../../schemas/api/endpoints/storefront.ts';
import { FIELD_REQUIRED_MESSAGE } from '../../../schemas/api-constants.ts';
import { Button, Container, styled } from '../../../themes/index.ts';
import { FieldError, StackedForm, TextField } from '../../../themes/ui/StackedForm.tsx';
import type { passwordGateSchema } from './schema.ts';

const formSchema = z.object({ password: z.string().min(1, FIELD_REQUIRED_MESSAGE) });
type FormValues = z.infer<typeof formSchema>;

const Panel = styled('section', {
  display: 'grid',
  gap: '$4',
  minHeight: '60vh',
  alignContent: 'center',
  paddingBlock: '$8',
  textAlign: 'center',
  '& h1': { margin: 0, fontSize: 'clamp(1.75rem, 4vw, 2.5rem)' },
  '& p': { margin: 0 },
});

/**
 * The /password-protected page (spec §4): the store password, sent to
 * `POST /api/storefront/verify-password`. A wrong password shows 'Incorrect password' under the
 * field and keeps what was typed; the right one unlocks the store for this browser session and
 * goes on to the page the shopper was sent here from (`?redirect=`, paths on this site only).
 */
export default function PasswordGate({
  heading,
  message,
  button_label,
}: SectionProps<typeof passwordGateSchema>) {
  const api = useApi();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { password: '' } });

  const onSubmit = async ({ password }: FormValues) => {
    try {
      await api.call(storefront.verifyPassword, { body: { password } });
    } catch (error) {
      // 422 carries the field message; other failures were already shown as an error toast.
      applyFieldErrors(error, { setError, fields: ['password'] });
      return;
    }
    navigate(safeRedirectTarget(searchParams.get(REDIRECT_PARAM), '/'), { replace: true });
  };

  return (
    <Container width="narrow">
      <Panel aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{heading}</h1>
        <p>{message}</p>
        <StackedForm noValidate onSubmit={handleSubmit(onSubmit)}>
          <TextField
            id={`${id}-password`}
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          {errors.root?.server?.message && (
            <FieldError role="alert">{errors.root.server.message}</FieldError>
          )}
          <Button type="submit" loading={isSubmitting} loadingLabel="Checking the password">
            {button_label}
          </Button>
        </StackedForm>
      </Panel>
    </Container>
  );
}
