import { describe, expect, it } from 'vitest';
import type { Coupon } from '../../../schemas/api/cart.ts';
import { applicableFirst } from './coupons-query.ts';

const coupon = (code: string, is_applicable: boolean) =>
  ({ code, is_applicable }) as unknown as Coupon;

describe('applicableFirst', () => {
  it('puts the coupons that apply first, each group in the API’s order', () => {
    const listed = [coupon('A', false), coupon('B', true), coupon('C', false), coupon('D', true)];
    expect(applicableFirst(listed).map((entry) => entry.code)).toEqual(['B', 'D', 'A', 'C']);
  });
});
