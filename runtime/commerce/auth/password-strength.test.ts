import { describe, expect, it } from 'vitest';
import { PASSWORD_STRENGTH_LABELS, passwordStrength } from './password-strength.ts';

describe('passwordStrength (spec §5)', () => {
  it.each([
    ['', 0, 'empty gives 0'],
    ['Abcdef1!', 3, 'lower, upper, digit, symbol and 8 characters'],
    ['Abcdefghij1!', 3, 'lower, upper, digit, symbol and more than 8'],
    ['Abcd1!', 2, 'lower, upper, digit, symbol and 6 characters'],
    ['Abcde1!', 2, 'lower, upper, digit, symbol and 7 characters'],
    ['Abcdefg!', 2, 'lower, upper, symbol and 8 characters, no digit'],
    ['Abcdefg!!!', 2, 'lower, upper, symbol and 10 characters, no digit'],
    ['Abc1!', 1, 'all four kinds but only 5 characters'],
    ['Abcdef!', 1, 'lower, upper, symbol and 7 characters, no digit'],
    ['Abcdefg1', 1, 'lower, upper, digit and 8 characters, no symbol'],
    ['abcdef1!', 1, 'no upper case'],
    ['ABCDEF1!', 1, 'no lower case'],
    ['a', 1, 'one letter'],
    ['12345678', 1, 'digits only'],
    ['Demo@1234', 3, 'the demo customer’s password'],
  ] as const)('%j scores %i: %s', (password: string, score: number, _reason: string) => {
    expect(passwordStrength(password)).toBe(score);
  });

  it('counts a space or any other non-alphanumeric character as a symbol', () => {
    expect(passwordStrength('Abcd 123')).toBe(3);
    expect(passwordStrength('Abcd€123')).toBe(3);
  });

  it('names each score', () => {
    expect(PASSWORD_STRENGTH_LABELS).toEqual({ 0: '', 1: 'Weak', 2: 'Medium', 3: 'Strong' });
  });
});
