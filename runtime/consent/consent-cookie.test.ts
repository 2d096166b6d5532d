import { describe, expect, it } from 'vitest';
import {
  CONSENT_MAX_AGE_SECONDS,
  cookieValue,
  migrateConsent,
  preferencesFromCookie,
} from './consent-cookie.ts';
import { COOKIE_GROUP_TEXTS } from './cookie-group-texts.ts';
import { COOKIE_GROUPS } from './cookie-groups.ts';

const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('consent cookie (spec §3, §9)', () => {
  it('keeps preferences for 31536000 seconds', () => {
    expect(CONSENT_MAX_AGE_SECONDS).toBe(31_536_000);
  });

  it('reads the current format: a list of {id, accepted} under a version', () => {
    const value = encode({
      state: {
        preferences: [
          { id: 'necessary', accepted: true },
          { id: 'optional', accepted: true },
        ],
      },
      version: 1,
    });
    expect(preferencesFromCookie(value)).toEqual([
      { id: 'necessary', accepted: true },
      { id: 'optional', accepted: true },
    ]);
  });

  it("migrates the original storefront's bare list (version 0)", () => {
    expect(preferencesFromCookie(encode([{ id: 'optional', accepted: false }]))).toEqual([
      { id: 'necessary', accepted: true },
      { id: 'optional', accepted: false },
    ]);
  });

  it('always accepts required cookies, whatever was stored', () => {
    expect(migrateConsent({ preferences: [{ id: 'necessary', accepted: false }] }, 1)).toEqual({
      preferences: [
        { id: 'necessary', accepted: true },
        { id: 'optional', accepted: false },
      ],
    });
  });

  it.each(['', 'not json', encode({ state: {}, version: 1 }), encode([{ id: 1 }]), encode(42)])(
    'reads %j as no choice',
    (value) => {
      expect(preferencesFromCookie(value)).toBeNull();
    },
  );

  it('finds a cookie in a Cookie header', () => {
    expect(cookieValue('a=1; sf_cookie_consent=%5B%5D; b=2', 'sf_cookie_consent')).toBe('%5B%5D');
    expect(cookieValue(null, 'x')).toBeNull();
  });
});

describe('cookie group texts', () => {
  it('name and describe every group the preferences dialog lists', () => {
    for (const group of COOKIE_GROUPS) {
      expect(COOKIE_GROUP_TEXTS[group.id]?.name, group.id).toMatch(/Cookies$/);
      expect(COOKIE_GROUP_TEXTS[group.id]?.description.length, group.id).toBeGreaterThan(20);
    }
  });
});
