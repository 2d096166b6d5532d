import { describe, expect, it } from 'vitest';
import {
  CARD_CVC_INVALID_MESSAGE,
  CARD_NUMBER_INVALID_MESSAGE,
  FIELD_REQUIRED_MESSAGE,
} from '../../../schemas/api-constants.ts';
import {
  CARD_EXPIRED_MESSAGE,
  cardBody,
  checkCardNumber,
  checkCvc,
  checkExpiry,
  EXPIRY_INVALID_MESSAGE,
  formatCardNumber,
  formatExpiry,
} from './card-input.ts';

describe('card input', () => {
  it('groups the card number in fours and drops what is not a digit', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 00a00')).toBe('4000 0000 0000');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('writes the expiry as MM/YY while typed', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('12', true)).toBe('12');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/345')).toBe('12/34');
  });

  it('accepts the test cards and refuses numbers that are not card numbers', () => {
    expect(checkCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(checkCardNumber('4000 0000 0000 0002')).toBe(true);
    expect(checkCardNumber('')).toBe(FIELD_REQUIRED_MESSAGE);
    expect(checkCardNumber('4242 4242 4242 4241')).toBe(CARD_NUMBER_INVALID_MESSAGE);
    expect(checkCardNumber('4242')).toBe(CARD_NUMBER_INVALID_MESSAGE);
  });

  it('refuses an expiry in the past or not a month, and keeps a card good to its month end', () => {
    const now = new Date(2026, 10, 25);
    expect(checkExpiry('11/26', now)).toBe(true);
    expect(checkExpiry('10/26', now)).toBe(CARD_EXPIRED_MESSAGE);
    expect(checkExpiry('13/30', now)).toBe(EXPIRY_INVALID_MESSAGE);
    expect(checkExpiry('1230', now)).toBe(EXPIRY_INVALID_MESSAGE);
    expect(checkExpiry(' ', now)).toBe(FIELD_REQUIRED_MESSAGE);
  });

  it('takes a 3 or 4 digit security code', () => {
    expect(checkCvc('123')).toBe(true);
    expect(checkCvc('1234')).toBe(true);
    expect(checkCvc('12')).toBe(CARD_CVC_INVALID_MESSAGE);
    expect(checkCvc('')).toBe(FIELD_REQUIRED_MESSAGE);
  });

  it('sends the digits, the month and the four-digit year', () => {
    expect(
      cardBody({ number: '4242 4242 4242 4242', expiry: '08/29', cvc: ' 123 ', name: ' A B ' }),
    ).toEqual({
      number: '4242424242424242',
      expiry_month: 8,
      expiry_year: 2029,
      cvc: '123',
      name: 'A B',
    });
  });
});
