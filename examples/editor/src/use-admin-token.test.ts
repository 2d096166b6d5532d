import { afterEach, describe, expect, it } from 'vitest';
import { tokenFromFragment } from './use-admin-token.ts';

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('tokenFromFragment (the storefront’s Admin Panel link signs the admin in)', () => {
  it('takes the token from #token=, keeps it for the tab and clears the address bar', () => {
    window.history.replaceState(null, '', '/?page=home#token=e2e%20admin');
    expect(tokenFromFragment()).toBe('e2e admin');
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?page=home');
    expect(sessionStorage.getItem('storefront-editor:admin-token')).toBe('e2e admin');
  });

  it('finds nothing without a token in the fragment', () => {
    window.history.replaceState(null, '', '/#section=hero');
    expect(tokenFromFragment()).toBe('');
    expect(window.location.hash).toBe('#section=hero');
  });
});
