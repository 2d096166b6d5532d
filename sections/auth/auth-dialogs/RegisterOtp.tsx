import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { applyFieldErrors } from '../../../runtime/api/form-errors.ts';
import { OTP_FLOW_START, otpSent, otpVerified } from '../../../runtime/commerce/auth/otp-flow.ts';
import type { LoginResponse } from '../../../schemas/api/auth.ts';
import * as auth from '../../../schemas/api/endpoints/auth.ts';
import { otpRegisterFormSchema } from '../shared/auth-form-schemas.ts';
import { AuthForm, EmailField, FormSubmit, NameFields } from '../shared/form-parts.tsx';
import { PhoneFieldController } from '../shared/PhoneFieldController.tsx';
import { OtpVerifyStep } from './OtpVerifyStep.tsx';

type Values = z.input<typeof otpRegisterFormSchema>;
type Details = z.output<typeof otpRegisterFormSchema>;

export interface RegisterOtpProps {
  onRegistered: (answer: LoginResponse) => Promise<void>;
  countryCode: string;
  phoneLength: number;
  resendSeconds: number;
}

/**
 * Registration by one-time code: names, e-mail and phone ('Send OTP'), then the code; the code
 * creates the account (its phone verified) and logs it in. Resend once (spec §9).
 */
export function RegisterOtp({
  onRegistered,
  countryCode,
  phoneLength,
  resendSeconds,
}: RegisterOtpProps) {
  const api = useApi();
  const id = useId();
  const [flow, setFlow] = useState(OTP_FLOW_START);
  const [details, setDetails] = useState<Details | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Details>({
    resolver: zodResolver(otpRegisterFormSchema),
    defaultValues: { first_name: '', last_name: '', email: '', phone: '' },
  });
  const onPhoneStep = flow.step === 'otp';
  useEffect(() => {
    if (onPhoneStep) setFocus('first_name');
  }, [onPhoneStep, setFocus]);

  const send = ({ phone, ...names }: Details) =>
    api.call(auth.otpRequest, { body: { input: phone, purpose: 'register', ...names } });

  const onSubmit = async (values: Details) => {
    try {
      await send(values);
    } catch (error) {
      applyFieldErrors(error, {
        setError,
        fields: ['first_name', 'last_name', 'email', 'phone'],
        aliases: { input: 'phone' },
      });
      return;
    }
    setDetails(values);
    setFlow(otpSent(values.phone));
  };

  if (flow.step === 'verify' && details) {
    return (
      <OtpVerifyStep
        flow={flow}
        setFlow={setFlow}
        purpose="register"
        countryCode={countryCode}
        resendSeconds={resendSeconds}
        resend={() => send(details)}
        onVerified={async (answer) => {
          setFlow(otpVerified());
          reset();
          await onRegistered(answer);
        }}
      />
    );
  }

  return (
    <AuthForm noValidate onSubmit={handleSubmit(onSubmit)}>
      <NameFields id={id} register={register} errors={errors} />
      <EmailField id={`${id}-email`} error={errors.email?.message} {...register('email')} />
      <PhoneFieldController
        control={control}
        name="phone"
        id={`${id}-phone`}
        label="Mobile number"
        countryCode={countryCode}
        maxLength={phoneLength}
      />
      <FormSubmit
        serverError={errors.root?.server?.message}
        submitting={isSubmitting}
        loadingLabel="Sending the code"
      >
        Send OTP
      </FormSubmit>
    </AuthForm>
  );
}
