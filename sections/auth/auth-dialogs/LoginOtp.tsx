import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { applyFieldErrors } from '../../../runtime/api/form-errors.ts';
import { OTP_FLOW_START, otpSent, otpVerified } from '../../../runtime/commerce/auth/otp-flow.ts';
import type { LoginResponse } from '../../../schemas/api/auth.ts';
import * as auth from '../../../schemas/api/endpoints/auth.ts';
import { otpPhoneFormSchema } from '../shared/auth-form-schemas.ts';
import { AuthForm, FormSubmit } from '../shared/form-parts.tsx';
import { PhoneFieldController } from '../shared/PhoneFieldController.tsx';
import { OtpVerifyStep } from './OtpVerifyStep.tsx';

type Values = z.input<typeof otpPhoneFormSchema>;

export interface LoginOtpProps {
  onLoggedIn: (answer: LoginResponse) => Promise<void>;
  countryCode: string;
  phoneLength: number;
  resendSeconds: number;
}

/**
 * Login by one-time code (spec §4 "OTP flow"): the phone ('Send OTP'), then the code sent to it.
 * 'Change Phone' goes back with the attempts counter reset; a successful verify returns to the
 * phone step with a cleared form and logs in. Resend up to 3 times (spec §9).
 */
export function LoginOtp({ onLoggedIn, countryCode, phoneLength, resendSeconds }: LoginOtpProps) {
  const api = useApi();
  const id = useId();
  const [flow, setFlow] = useState(OTP_FLOW_START);
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof otpPhoneFormSchema>>({
    resolver: zodResolver(otpPhoneFormSchema),
    defaultValues: { phone: '' },
  });

  const send = (phone: string) =>
    api.call(auth.otpRequest, { body: { input: phone, purpose: 'login' } });

  const onSubmit = async ({ phone }: z.output<typeof otpPhoneFormSchema>) => {
    try {
      await send(phone);
    } catch (error) {
      applyFieldErrors(error, { setError, fields: ['phone'], aliases: { input: 'phone' } });
      return;
    }
    setFlow(otpSent(phone));
  };

  if (flow.step === 'verify') {
    return (
      <OtpVerifyStep
        flow={flow}
        setFlow={setFlow}
        purpose="login"
        countryCode={countryCode}
        resendSeconds={resendSeconds}
        resend={() => send(flow.phone)}
        onVerified={async (answer) => {
          setFlow(otpVerified());
          reset({ phone: '' });
          await onLoggedIn(answer);
        }}
      />
    );
  }

  return (
    <AuthForm noValidate onSubmit={handleSubmit(onSubmit)}>
      <PhoneFieldController
        control={control}
        name="phone"
        id={`${id}-phone`}
        label="Mobile number"
        countryCode={countryCode}
        maxLength={phoneLength}
        focusOnMount
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
