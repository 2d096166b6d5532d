import { describe, expect, it } from 'vitest';
import { parsePageLocation } from '../routing/page-location.ts';
import { titleOverrideFor } from './title-override.ts';

describe('titleOverrideFor (spec §2)', () => {
  it('titles the reset-password page, which shares the account template', () => {
    expect(titleOverrideFor(parsePageLocation('/account/reset-password/a%40b.c/tok'))).toBe(
      'Reset Password',
    );
  });

  it('titles each account page by its heading; the dashboard keeps the template’s', () => {
    expect(titleOverrideFor(parsePageLocation('/account/orders'))).toBe('Orders & Refunds');
    expect(titleOverrideFor(parsePageLocation('/account/profile'))).toBe('Profile');
    expect(titleOverrideFor(parsePageLocation('/account'))).toBeUndefined();
  });

  it('leaves every other page its own title', () => {
    expect(titleOverrideFor(parsePageLocation('/help/reset-password'))).toBeUndefined();
  });
});
