import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, preferencesFromCookie } from './consent-cookie.ts';
import { createConsentStore } from './consent-store.ts';

afterEach(() => Cookies.remove(CONSENT_COOKIE, { path: '/' }));

const saved = () => preferencesFromCookie(Cookies.get(CONSENT_COOKIE));

describe('consent store (spec §4 "Cookie consent")', () => {
  it('has no choice until the shopper makes one, and writes no cookie before', () => {
    const store = createConsentStore();
    store.getState().openPreferences();
    expect(store.getState().preferences).toBeNull();
    expect(Cookies.get(CONSENT_COOKIE)).toBeUndefined();
  });

  it('accept all: every group, saved in the cookie, dialog closed', () => {
    const store = createConsentStore();
    store.getState().openPreferences();
    store.getState().acceptAll();
    expect(store.getState()).toMatchObject({
      dialogOpen: false,
      preferences: [
        { id: 'necessary', accepted: true },
        { id: 'optional', accepted: true },
      ],
    });
    expect(saved()).toEqual(store.getState().preferences);
  });

  it('decline all keeps only the required cookies', () => {
    const store = createConsentStore();
    store.getState().declineAll();
    expect(saved()).toEqual([
      { id: 'necessary', accepted: true },
      { id: 'optional', accepted: false },
    ]);
  });

  it('save keeps the custom choice, required cookies accepted regardless', () => {
    const store = createConsentStore();
    store.getState().save({ necessary: false, optional: true });
    expect(saved()).toEqual([
      { id: 'necessary', accepted: true },
      { id: 'optional', accepted: true },
    ]);
  });

  it('reads a saved choice back from the cookie', () => {
    createConsentStore().getState().acceptAll();
    const next = createConsentStore();
    expect(next.getState().preferences).toBeNull();
    next.readSaved();
    expect(next.getState().preferences).toEqual([
      { id: 'necessary', accepted: true },
      { id: 'optional', accepted: true },
    ]);
  });

  it('reads a choice the first storefront saved (version 0, the bare list) as today’s', () => {
    const firstFormat = JSON.stringify([{ id: 'optional', accepted: false }]);
    Cookies.set(CONSENT_COOKIE, firstFormat);
    const store = createConsentStore();
    store.readSaved();
    expect(store.getState().preferences).toEqual([
      { id: 'necessary', accepted: true },
      { id: 'optional', accepted: false },
    ]);
    // reading writes nothing: a visit does not renew the year the choice is kept for
    expect(Cookies.get(CONSENT_COOKIE)).toBe(firstFormat);
  });
});
