import { useApi } from '../../../runtime/api/api-context.tsx';
import { changePhone, type OtpFlow } from '../../../runtime/commerce/auth/otp-flow.ts';
import type { LoginResponse } from '../../../schemas/api/auth.ts';
import * as auth from '../../../schemas/api/endpoints/auth.ts';
import { OtpCodeForm } from '../shared/OtpCodeForm.tsx';
import { CodeSentNote } from './CodeSentNote.tsx';
import { resendOutcome } from './otp-send.ts';

export interface OtpVerifyStepProps {
  /** The flow on its 'verify' step: the phone the code went to. */
  flow: OtpFlow;
  setFlow: (flow: OtpFlow) => void;
  /** Which resend limit applies: 3 for login, 1 for register (spec §9). */
  purpose: 'login' | 'register';
  countryCode: string;
  resendSeconds: number;
  /** Sends the code to the same phone again. */
  resend: () => Promise<unknown>;
  /** After the code was accepted: the phone form clears and the login or registration completes. */
  onVerified: (answer: LoginResponse) => Promise<void>;
}

/**
 * The code step of login and register by OTP (spec §4 "OTP flow"): where the code went, with
 * 'Change Phone' back to the phone step (attempts reset), the code boxes, and 'Resend OTP'.
 */
export function OtpVerifyStep({
  flow,
  setFlow,
  purpose,
  countryCode,
  resendSeconds,
  resend,
  onVerified,
}: OtpVerifyStepProps) {
  const api = useApi();
  return (
    <OtpCodeForm
      note={
        <CodeSentNote
          countryCode={countryCode}
          phone={flow.phone}
          onChangePhone={() => setFlow(changePhone(flow))}
        />
      }
      purpose={purpose}
      resendSeconds={resendSeconds}
      resend={() => resendOutcome(resend)}
      verify={async (otp) => {
        const { data } = await api.call(auth.otpVerify, { body: { input: flow.phone, otp } });
        await onVerified(data);
      }}
    />
  );
}
