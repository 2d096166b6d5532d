import { describe, expect, it } from 'vitest';
import { clampQuantity, maxQuantity, quantityDigits } from './quantity.ts';

describe('quantity: what a shopper types into a quantity field', () => {
  it('keeps only the digits of what was typed', () => {
    expect(quantityDigits('1a2-')).toBe('12');
    expect(quantityDigits('e+.')).toBe('');
  });

  it('clamps to 1..stock and rejects what is not a number', () => {
    expect(clampQuantity('3', 5)).toBe(3);
    expect(clampQuantity('9', 5)).toBe(5);
    expect(clampQuantity('0', 5)).toBe(1);
    expect(clampQuantity('abc', 5)).toBeNull();
    expect(clampQuantity('', 5)).toBeNull();
  });

  it('never allows more than the cart takes in one line, nor less than 1', () => {
    expect(maxQuantity(500)).toBe(100);
    expect(maxQuantity(0)).toBe(1);
  });
});
