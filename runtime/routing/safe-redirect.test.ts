import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-redirect.ts';

describe('safeRedirectTarget', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeRedirectTarget('/checkout/payment?step=2#top')).toBe('/checkout/payment?step=2#top');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    'account',
    '/a\nb',
    '',
  ])('refuses %j and falls back', (value) => {
    expect(safeRedirectTarget(value, '/account')).toBe('/account');
  });

  it('falls back when there is nothing', () => {
    expect(safeRedirectTarget(null)).toBe('/');
    expect(safeRedirectTarget(undefined, '/x')).toBe('/x');
  });
});
