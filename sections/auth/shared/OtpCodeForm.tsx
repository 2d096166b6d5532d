import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { applyFieldErrors } from '../../../runtime/api/form-errors.ts';
import { isOtpComplete } from '../../../runtime/commerce/auth/otp-code.ts';
import type { OtpPurposeLimit } from '../../../runtime/commerce/auth/otp-flow.ts';
import { Button } from '../../../themes/index.ts';
import { otpCodeFormSchema } from './auth-form-schemas.ts';
import { AuthForm, FormError, FormNote } from './form-parts.tsx';
import { OtpCodeField } from './OtpCodeField.tsx';
import { ResendCode, type ResendOutcome } from './ResendCode.tsx';

export interface OtpCodeFormProps {
  /** Says where the code went, with a way back ('Change Phone') where there is one. */
  note: ReactNode;
  /** Which resend limit applies (spec §9). */
  purpose: OtpPurposeLimit;
  /** How long the resend countdown runs. */
  resendSeconds: number;
  /** Checks the code with the API; throws its `ApiError` on refusal. */
  verify: (otp: string) => Promise<void>;
  /** Sends the code again. */
  resend: () => Promise<ResendOutcome>;
  /** Text of the submit button. @default 'Verify OTP' */
  submitLabel?: string;
}

/**
 * The code step of every OTP form (login, register, the Verify Account popup): four boxes,
 * 'Verify OTP' enabled only with 4 digits (pressing it sooner only names what is missing: 'The
 * OTP is required'), the server's refusal ('The OTP is invalid.') on the boxes, and 'Resend OTP'
 * with its countdown and limit.
 */
export function OtpCodeForm({
  note,
  purpose,
  resendSeconds,
  verify,
  resend,
  submitLabel = 'Verify OTP',
}: OtpCodeFormProps) {
  const id = useId();
  const {
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<{ otp: string }>({
    resolver: zodResolver(otpCodeFormSchema),
    defaultValues: { otp: '' },
  });
  const complete = isOtpComplete([...watch('otp')]);

  const onSubmit = async ({ otp }: { otp: string }) => {
    try {
      await verify(otp);
    } catch (error) {
      applyFieldErrors(error, { setError, fields: ['otp'], aliases: { input: 'otp' } });
    }
  };

  return (
    <AuthForm noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormNote>{note}</FormNote>
      <Controller
        control={control}
        name="otp"
        render={({ field, fieldState }) => (
          <OtpCodeField
            id={`${id}-otp`}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
            focusOnMount
          />
        )}
      />
      {errors.root?.server?.message && (
        <FormError role="alert">{errors.root.server.message}</FormError>
      )}
      <Button
        type="submit"
        fullWidth
        aria-disabled={!complete || undefined}
        loading={isSubmitting}
        loadingLabel="Checking the code"
      >
        {submitLabel}
      </Button>
      <ResendCode seconds={resendSeconds} purpose={purpose} onResend={resend} />
    </AuthForm>
  );
}
