import { describe, expect, it } from 'vitest';
import { postalCodeLength } from './postal-code.ts';

describe('postalCodeLength', () => {
  it('is 6 for India and falls back to 6 for a country it does not know', () => {
    expect(postalCodeLength('+91')).toBe(6);
    expect(postalCodeLength('+1')).toBe(5);
    expect(postalCodeLength('+999')).toBe(6);
    expect(postalCodeLength(null)).toBe(6);
  });
});
