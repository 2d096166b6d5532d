import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { applyFieldErrors } from '../../../runtime/api/form-errors.ts';
import type { LoginResponse } from '../../../schemas/api/auth.ts';
import * as auth from '../../../schemas/api/endpoints/auth.ts';
import { Button, TextField } from '../../../themes/index.ts';
import { legacyRegisterFormSchema } from '../shared/auth-form-schemas.ts';
import { AuthForm, FieldGroup, FieldRow, FormError, textInput } from '../shared/form-parts.tsx';
import { PasswordStrengthMeter } from '../shared/PasswordStrengthMeter.tsx';
import { PhoneField } from '../shared/PhoneField.tsx';

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
  const password = watch('password');
  const strengthId = `${id}-strength`;

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

  const passwordError = errors.password?.message;
  return (
    <AuthForm noValidate onSubmit={handleSubmit(onSubmit)}>
      <FieldRow>
        <FieldGroup>
          <TextField
            id={`${id}-first-name`}
            label="First name"
            autoComplete="given-name"
            className={textInput()}
            error={errors.first_name?.message}
            {...register('first_name')}
          />
        </FieldGroup>
        <FieldGroup>
          <TextField
            id={`${id}-last-name`}
            label="Last name"
            autoComplete="family-name"
            className={textInput()}
            error={errors.last_name?.message}
            {...register('last_name')}
          />
        </FieldGroup>
      </FieldRow>
      <Controller
        control={control}
        name="phone"
        render={({ field, fieldState }) => (
          <PhoneField
            id={`${id}-phone`}
            label="Mobile number"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            countryCode={countryCode}
            maxLength={phoneLength}
            error={fieldState.error?.message}
          />
        )}
      />
      <FieldGroup>
        <TextField
          id={`${id}-email`}
          label="Email"
          type="email"
          autoComplete="email"
          className={textInput()}
          error={errors.email?.message}
          {...register('email')}
        />
      </FieldGroup>
      <FieldGroup>
        <TextField
          id={`${id}-password`}
          label="Password"
          type="password"
          autoComplete="new-password"
          className={textInput()}
          error={passwordError}
          {...register('password')}
          aria-describedby={passwordError ? `${id}-password-error ${strengthId}` : strengthId}
        />
        <PasswordStrengthMeter password={password} id={strengthId} />
      </FieldGroup>
      {errors.root?.server?.message && (
        <FormError role="alert">{errors.root.server.message}</FormError>
      )}
      <Button type="submit" fullWidth loading={isSubmitting} loadingLabel="Creating your account">
        Register
      </Button>
    </AuthForm>
  );
}
