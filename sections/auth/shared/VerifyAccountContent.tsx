import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { isApiError } from '../../../runtime/api/api-error.ts';
import { authStore } from '../../../runtime/commerce/auth/auth-store.ts';
import { DEFAULT_RESEND_SECONDS } from '../../../runtime/commerce/auth/otp-flow.ts';
import { OTP_LIMIT_MESSAGE } from '../../../schemas/api/auth.ts';
import * as account from '../../../schemas/api/endpoints/account.ts';
import { Button, Dialog } from '../../../themes/index.ts';
import { FormError, FormNote } from './form-parts.tsx';
import { OtpCodeForm } from './OtpCodeForm.tsx';
import type { ResendOutcome } from './ResendCode.tsx';
import type { VerifyAccountDialogProps } from './VerifyAccountDialog.tsx';

type Sending = 'sending' | 'sent' | { failed: string };

function VerifyAccountBody({
  phone,
  countryCode,
  resendSeconds = DEFAULT_RESEND_SECONDS,
  onOpenChange,
  onVerified,
}: VerifyAccountDialogProps) {
  const api = useApi();
  const [sending, setSending] = useState<Sending>('sending');
  const started = useRef(false);

  const send = async (): Promise<ResendOutcome> => {
    try {
      await api.call(account.otpGenerate, { body: { type: 'phone' } });
      return 'sent';
    } catch (error) {
      return isApiError(error) && error.status === 429 ? 'limit' : 'failed';
    }
  };

  const sendFirst = async () => {
    setSending('sending');
    const outcome = await send();
    if (outcome === 'sent') setSending('sent');
    else
      setSending({
        failed: outcome === 'limit' ? OTP_LIMIT_MESSAGE : 'The code could not be sent.',
      });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the code is sent once, on opening
  useEffect(() => {
    if (started.current) return; // React's development double run
    started.current = true;
    void sendFirst();
  }, []);

  const where = `${countryCode} ${phone}`;
  if (sending === 'sending') return <FormNote role="status">Sending a code to {where}…</FormNote>;
  if (typeof sending === 'object') {
    return (
      <>
        <FormError role="alert">{sending.failed}</FormError>
        <Button fullWidth variant="secondary" onClick={() => void sendFirst()}>
          Try again
        </Button>
      </>
    );
  }
  return (
    <OtpCodeForm
      note={
        <>
          We sent a 4-digit code to <strong>{where}</strong>.
        </>
      }
      purpose="verify"
      resendSeconds={resendSeconds}
      resend={send}
      submitLabel="Verify"
      verify={async (otp) => {
        const { data } = await api.call(account.otpVerify, { body: { otp } });
        authStore.getState().setUser(data);
        onVerified?.(data);
        onOpenChange(false);
      }}
    />
  );
}

/** The Verify Account popup's chunk: see `VerifyAccountDialog`. */
export default function VerifyAccountContent(props: VerifyAccountDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title="Verify Account" size="sm">
      {props.open && <VerifyAccountBody {...props} />}
    </Dialog>
  );
}
