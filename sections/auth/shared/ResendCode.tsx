import { type ReactNode, useEffect, useState } from 'react';
import { canResend, type OtpPurposeLimit } from '../../../runtime/commerce/auth/otp-flow.ts';
import { OTP_LIMIT_MESSAGE } from '../../../schemas/api/auth.ts';
import { styled } from '../../../themes/index.ts';
import { LinkButton } from './form-parts.tsx';

const Row = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  color: '$muted',
  fontSize: '0.95rem',
  textAlign: 'center',
  '& p': { margin: 0 },
  '& [role="alert"]': { color: '$danger' },
});

/** What sending the code again came to. */
export type ResendOutcome = 'sent' | 'limit' | 'failed';

export interface ResendCodeProps {
  /** How long the countdown runs after each send. */
  seconds: number;
  /** Which limit applies (spec §9): login 3, register and verify 1. */
  purpose: OtpPurposeLimit;
  /** Sends the code again; 'limit' when the server refused with 429. */
  onResend: () => Promise<ResendOutcome>;
}

function clock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * 'Resend OTP' with a visible countdown after each send (the code was just sent when this mounts).
 * Past the limit of spec §9, or when the server answers 429, it says 'Maximum attempt reached.
 * Please try again later' instead (spec §8).
 */
export function ResendCode({ seconds, purpose, onResend }: ResendCodeProps) {
  const [resends, setResends] = useState(0);
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const [exhausted, setExhausted] = useState(false);
  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000));

  // ticks against the deadline, so a tab in the background shows the right time when it is back
  useEffect(() => {
    if (deadline <= Date.now()) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= deadline) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const resend = async () => {
    if (!canResend(resends, purpose)) {
      setExhausted(true);
      return;
    }
    setBusy(true);
    const outcome = await onResend();
    setBusy(false);
    if (outcome === 'sent') {
      setResends((count) => count + 1);
      const at = Date.now();
      setNow(at);
      setDeadline(at + seconds * 1000);
    } else if (outcome === 'limit') {
      setExhausted(true);
    }
  };

  let content: ReactNode;
  if (exhausted) content = <p role="alert">{OTP_LIMIT_MESSAGE}</p>;
  else if (remaining > 0) content = <p>Resend OTP in {clock(remaining)}</p>;
  else
    content = (
      <LinkButton type="button" onClick={resend} aria-busy={busy || undefined} disabled={busy}>
        Resend OTP
      </LinkButton>
    );
  return <Row>{content}</Row>;
}
