import { describe, expect, it } from 'vitest';
import { OTP_LENGTH } from '../../../schemas/api/customer-fields.ts';
import {
  backspaceInOtpBox,
  emptyOtpBoxes,
  isOtpComplete,
  OTP_BOX_COUNT,
  otpCodeOf,
  pastedOtp,
  typeIntoOtpBox,
} from './otp-code.ts';

describe('OTP boxes (spec §5 "OTP code")', () => {
  it('has four boxes, as many as the contract’s code has digits', () => {
    expect(OTP_BOX_COUNT).toBe(4);
    expect(OTP_BOX_COUNT).toBe(OTP_LENGTH);
    expect(emptyOtpBoxes()).toEqual(['', '', '', '']);
  });

  it('takes one digit per box and moves on to the next box', () => {
    const first = typeIntoOtpBox(emptyOtpBoxes(), 0, '1');
    expect(first).toEqual({ boxes: ['1', '', '', ''], focus: 1 });
    const last = typeIntoOtpBox(['1', '2', '3', ''], 3, '4');
    expect(last).toEqual({ boxes: ['1', '2', '3', '4'], focus: 3 });
  });

  it('keeps the newest digit when a full box receives another', () => {
    expect(typeIntoOtpBox(['1', '', '', ''], 0, '17').boxes[0]).toBe('7');
  });

  it('refuses anything but digits', () => {
    for (const typed of ['a', 'e', '-', ' ', '.']) {
      expect(typeIntoOtpBox(['1', '', '', ''], 1, typed)).toEqual({
        boxes: ['1', '', '', ''],
        focus: 1,
      });
    }
  });

  it('empties a filled box on backspace and stays there', () => {
    expect(backspaceInOtpBox(['1', '2', '', ''], 1)).toEqual({
      boxes: ['1', '', '', ''],
      focus: 1,
    });
  });

  it('goes back to the previous box on backspace in an empty box', () => {
    expect(backspaceInOtpBox(['1', '2', '', ''], 2)).toEqual({
      boxes: ['1', '', '', ''],
      focus: 1,
    });
    expect(backspaceInOtpBox(emptyOtpBoxes(), 0)).toEqual({ boxes: ['', '', '', ''], focus: 0 });
  });

  it('accepts a paste of exactly 4 digits only', () => {
    expect(pastedOtp('1234')).toEqual(['1', '2', '3', '4']);
    expect(pastedOtp(' 5678\n')).toEqual(['5', '6', '7', '8']);
    for (const text of ['123', '12345', '12a4', '12 34', '', '１２３４']) {
      expect(pastedOtp(text)).toBeNull();
    }
  });

  it('is complete, and spells the code, only with a digit in every box', () => {
    expect(isOtpComplete(['1', '2', '3', '4'])).toBe(true);
    expect(otpCodeOf(['1', '2', '3', '4'])).toBe('1234');
    expect(isOtpComplete(['1', '2', '3', ''])).toBe(false);
    expect(otpCodeOf(['1', '2', '', ''])).toBe('12');
  });
});
