// spec §4 "OTP flow" and §9 "OTP resend": the steps of a one-time-code form and how often the code
// may be sent again.

/** The step of a one-time-code form: enter the phone, then the code sent to it. */
export type OtpStep = 'otp' | 'verify';

/** Where a one-time-code form is. */
export interface OtpFlow {
  step: OtpStep;
  /** The phone the code was sent to; kept when going back to change it. */
  phone: string;
  /** How often the code was sent again since the first send. */
  resends: number;
}

/** A fresh form: the phone step with nothing sent. */
export const OTP_FLOW_START: OtpFlow = { step: 'otp', phone: '', resends: 0 };

/**
 * How often the code may be sent again (spec §9): once in the verification popup and in register
 * OTP (counter below 1), up to 3 times in login OTP (counter below 3).
 */
export const OTP_RESEND_LIMITS = { login: 3, register: 1, verify: 1 } as const;
export type OtpPurposeLimit = keyof typeof OTP_RESEND_LIMITS;

/** How long the resend countdown runs after each send, unless a section says otherwise. */
export const DEFAULT_RESEND_SECONDS = 30;

/** The code was sent to `phone`: ask for it, with the resend counter at 0. */
export function otpSent(phone: string): OtpFlow {
  return { step: 'verify', phone, resends: 0 };
}

/** The code was sent again. */
export function otpResent(flow: OtpFlow): OtpFlow {
  return { ...flow, resends: flow.resends + 1 };
}

/** 'Change Phone': back to the phone step, the attempts counter reset (spec §4). */
export function changePhone(flow: OtpFlow): OtpFlow {
  return { step: 'otp', phone: flow.phone, resends: 0 };
}

/** A successful verify: back to the phone step with a cleared form (spec §4). */
export function otpVerified(): OtpFlow {
  return OTP_FLOW_START;
}

/** Whether the code may be sent again after `resends` resends (spec §9: the counter below the limit). */
export function canResend(resends: number, purpose: OtpPurposeLimit): boolean {
  return resends < OTP_RESEND_LIMITS[purpose];
}
