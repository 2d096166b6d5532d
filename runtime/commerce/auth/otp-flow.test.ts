import { describe, expect, it } from 'vitest';
import {
  canResend,
  changePhone,
  OTP_FLOW_START,
  OTP_RESEND_LIMITS,
  otpResent,
  otpSent,
  otpVerified,
} from './otp-flow.ts';

describe('OTP flow (spec §4 "OTP flow", §9 "OTP resend")', () => {
  it("moves from step 'otp' to 'verify' once the code is sent", () => {
    expect(OTP_FLOW_START.step).toBe('otp');
    expect(otpSent('9876543210')).toEqual({ step: 'verify', phone: '9876543210', resends: 0 });
  });

  it("returns to 'otp' with a cleared form after a successful verify", () => {
    expect(otpVerified()).toEqual({ step: 'otp', phone: '', resends: 0 });
  });

  it("goes back to the phone step on 'Change Phone' and resets the attempts counter", () => {
    const twice = otpResent(otpResent(otpSent('9876543210')));
    expect(twice.resends).toBe(2);
    expect(changePhone(twice)).toEqual({ step: 'otp', phone: '9876543210', resends: 0 });
  });

  it('resends up to 3 times in login OTP (counter below 3)', () => {
    expect(OTP_RESEND_LIMITS.login).toBe(3);
    expect([0, 1, 2, 3].map((resends) => canResend(resends, 'login'))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('resends once in register OTP and in the verification popup (counter below 1)', () => {
    expect(OTP_RESEND_LIMITS.register).toBe(1);
    expect(OTP_RESEND_LIMITS.verify).toBe(1);
    expect([canResend(0, 'register'), canResend(1, 'register')]).toEqual([true, false]);
    expect([canResend(0, 'verify'), canResend(1, 'verify')]).toEqual([true, false]);
  });
});
