import { afterEach, describe, expect, it } from 'vitest';
import {
  loginRedirectUrl,
  readLoginRequest,
  rememberLoginRedirect,
  rememberLoginRequest,
  takeLoginRedirect,
} from './login-redirect.ts';

afterEach(() => window.sessionStorage.clear());

describe('login redirect (spec §3 redirect-after-login target, §4 login)', () => {
  it('builds the guard redirect and reads it back', () => {
    const url = loginRedirectUrl('/account/orders?page=2');
    expect(url).toBe('/?login=1&redirect=%2Faccount%2Forders%3Fpage%3D2');
    expect(readLoginRequest(url.slice(1))).toEqual({
      open: true,
      target: '/account/orders?page=2',
    });
  });

  it('ignores a target on another site', () => {
    expect(readLoginRequest('?login=1&redirect=https%3A%2F%2Fevil.example')).toEqual({
      open: true,
      target: null,
    });
  });

  it('remembers the target once and then falls back to /account', () => {
    rememberLoginRequest('?login=1&redirect=%2Fcheckout%2Faddress');
    expect(takeLoginRedirect()).toBe('/checkout/address');
    expect(takeLoginRedirect()).toBe('/account');
  });

  it('a login URL without a target of this site forgets the one an earlier page remembered', () => {
    // the session ended on /account/orders, which asked to come back there
    rememberLoginRedirect('/account/orders');
    expect(rememberLoginRequest('?login=1&redirect=https%3A%2F%2Fevil.example%2F')).toEqual({
      open: true,
      target: null,
    });
    expect(takeLoginRedirect()).toBe('/account');

    rememberLoginRedirect('/account/orders');
    rememberLoginRequest('?login=1');
    expect(takeLoginRedirect()).toBe('/account');

    // a page that does not ask for login leaves the remembered target alone
    rememberLoginRedirect('/account/orders');
    rememberLoginRequest('?page=2');
    expect(takeLoginRedirect()).toBe('/account/orders');
  });

  it('remembers a target named by the caller (wishlist while logged out)', () => {
    rememberLoginRedirect('/product/blue-shirt');
    expect(takeLoginRedirect('/')).toBe('/product/blue-shirt');
  });
});
