import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, preferencesFromCookie } from './consent-cookie.ts';
import { CONSENT_CHOSEN_ATTRIBUTE, CONSENT_HEAD_SCRIPT } from './consent-head-script.ts';

const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const BOTH = [
  { id: 'necessary', accepted: true },
  { id: 'optional', accepted: false },
];

/** Runs the head script against a document whose cookie header is `cookie`: whether it marked <html>. */
function marks(cookie: string): boolean {
  const root = document.createElement('html');
  const fakeDocument = { cookie, documentElement: root, addEventListener: () => {} };
  new Function('document', 'window', CONSENT_HEAD_SCRIPT)(fakeDocument, {});
  return root.getAttribute(CONSENT_CHOSEN_ATTRIBUTE) === 'chosen';
}

afterEach(() => document.documentElement.removeAttribute(CONSENT_CHOSEN_ATTRIBUTE));

describe('the consent head script (issue 17: the banner is decided before the first paint)', () => {
  const values: Record<string, string> = {
    current: encode({ state: { preferences: BOTH }, version: 1 }),
    'version 0, a bare list': encode(BOTH),
    'version 0, wrapped': encode({ state: BOTH, version: 0 }),
    'no version': encode({ state: { preferences: BOTH } }),
    'empty list': encode({ state: { preferences: [] }, version: 1 }),
    'no choice': encode({ state: { preferences: null }, version: 1 }),
    'a malformed entry': encode({ state: { preferences: [{ id: 'optional' }] }, version: 1 }),
    'a null entry': encode([null]),
    'not JSON': 'not%20json',
    'bad escape': '%E0%A4%A',
    'a number': '42',
  };

  for (const [name, value] of Object.entries(values)) {
    it(`agrees with the consent store on ${name}`, () => {
      const chosen = preferencesFromCookie(value) !== null;
      expect(marks(`other=1; ${CONSENT_COOKIE}=${value}; last=2`)).toBe(chosen);
      expect(marks(`${CONSENT_COOKIE}=${value}`)).toBe(chosen);
    });
  }

  it('marks nothing without the cookie, or with a cookie of a similar name', () => {
    expect(marks('')).toBe(false);
    expect(marks(`x${CONSENT_COOKIE}=${values.current}`)).toBe(false);
  });

  it('marks the real document when it holds a choice', () => {
    Cookies.set(CONSENT_COOKIE, JSON.stringify({ state: { preferences: BOTH }, version: 1 }));
    new Function(CONSENT_HEAD_SCRIPT)();
    expect(document.documentElement).toHaveAttribute(CONSENT_CHOSEN_ATTRIBUTE, 'chosen');
    Cookies.remove(CONSENT_COOKIE);
  });
});
