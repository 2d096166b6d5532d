import { describe, expect, it } from 'vitest';
import { bodyClass } from './body-class.ts';

describe('bodyClass (spec §2)', () => {
  it('uses the page slug', () => expect(bodyClass({ slug: 'about-us' })).toBe('page--about-us'));
  it("falls back to the parent's slug", () =>
    expect(bodyClass({ slug: '', parent_slug: 'help' })).toBe('page--help'));
  it('falls back to home', () => {
    expect(bodyClass(null)).toBe('page--home');
    expect(bodyClass({ slug: null, parent_slug: null })).toBe('page--home');
  });
  it('keeps the class name valid', () => expect(bodyClass({ slug: 'a b/c' })).toBe('page--a-b-c'));
});
