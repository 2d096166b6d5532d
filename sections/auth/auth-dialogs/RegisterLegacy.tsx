import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { applyFieldErrors } from '../../../runtime/api/form-errors.ts';
import type { LoginResponse } from '../../../schemas/api/auth.ts';
import * as auth from '../../../schemas/api/endpoints/auth.ts';
import { legacyRegisterFormSchema } from '../shared/auth-form-schemas.ts';
import { AuthForm, EmailField, FormSubmit, NameFields } from '../shared/form-parts.tsx';
import { PasswordField } from '../shared/PasswordField.tsx';
import { PhoneFieldController } from '../shared/PhoneFieldController.tsx';

type Schema = ReturnType<typeof legacyRegisterFormSchema>;
type Values = z.input<Schema>;

export interface RegisterLegacyProps {
  onRegistered: (answer: LoginResponse) => Promise<void>;
  countryCode: string;
  phoneLength: number;
}

/**
 * Registration with a password (spec §5 "Legacy register"): first and last name, the phone
 * (numeric, exactly the country's `mobile_number_length`), e-mail and a password of at least 6
 * characters with its strength meter. A taken e-mail or phone comes back on its field.
 */
export function RegisterLegacy({ onRegistered, countryCode, phoneLength }: RegisterLegacyProps) {
  const api = useApi();
  const id = useId();
  const schema = useMemo(() => legacyRegisterFormSchema(phoneLength), [phoneLength]);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues: { first_name: '', last_name: '', phone: '', email: '', password: '' },
  });
  useEffect(() => setFocus('first_name'), [setFocus]);

  const onSubmit = async (body: z.output<Schema>) => {
    try {
      const { data } = await api.call(auth.register, { body });
      await onRegistered(data);
    } catch (error) {
      applyFieldErrors(error, {
        setError,
        fields: ['first_name', 'last_name', 'phone', 'email', 'password'],
      });
    }
  };

  return (
    <AuthForm noValidate onSubmit={handleSubmit(onSubmit)}>
      <NameFields id={id} register={register} errors={errors} />
      <PhoneFieldController
        control={control}
        name="phone"
        id={`${id}-phone`}
        label="Mobile number"
        countryCode={countryCode}
        maxLength={phoneLength}
      />
      <EmailField id={`${id}-email`} error={errors.email?.message} {...register('email')} />
      <PasswordField
        id={`${id}-password`}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
        strength={{ id: `${id}-strength`, password: watch('password') }}
      />
      <FormSubmit
        serverError={errors.root?.server?.message}
        submitting={isSubmitting}
        loadingLabel="Creating your account"
      >
        Register
      </FormSubmit>
    </AuthForm>
  );
}
