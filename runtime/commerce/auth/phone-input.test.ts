import { describe, expect, it } from 'vitest';
import {
  BLOCKED_PHONE_CHARACTERS,
  filterPhoneInput,
  isBlockedPhoneKey,
  PHONE_EMIT_DELAY_MS,
} from './phone-input.ts';

describe('phone input filtering (spec §5)', () => {
  it.each(['e', 'E', '+', '-', '.'])('blocks %j as it is typed', (key) => {
    expect(isBlockedPhoneKey(key)).toBe(true);
  });

  it('lets digits and editing keys through', () => {
    for (const key of ['0', '9', 'Backspace', 'Delete', 'ArrowLeft', 'Tab', 'Enter']) {
      expect(isBlockedPhoneKey(key)).toBe(false);
    }
  });

  it('blocks exactly e, E, +, - and .', () => {
    expect(BLOCKED_PHONE_CHARACTERS).toEqual(['e', 'E', '+', '-', '.']);
  });

  it('removes the blocked characters from pasted text', () => {
    expect(filterPhoneInput('+91-98765.43210e', 12)).toBe('919876543210');
  });

  it("truncates to the country's length", () => {
    expect(filterPhoneInput('98765432101234', 10)).toBe('9876543210');
    expect(filterPhoneInput('98765432', 10)).toBe('98765432');
  });

  it('keeps other characters, so the numeric rule can name them', () => {
    expect(filterPhoneInput('98a65', 10)).toBe('98a65');
  });

  it('emits 750 ms after the last keystroke (spec §9)', () => {
    expect(PHONE_EMIT_DELAY_MS).toBe(750);
  });
});
