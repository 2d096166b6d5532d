import { describe, expect, it } from 'vitest';
import {
  isEveryonesPageFor,
  lacksShopperHint,
  shopperHintAfterApi,
  shopperHintCookie,
  withoutCookies,
} from './everyones-page.ts';

const SESSION = 'sf_session=abc';
const get = (path: string, cookie?: string, method = 'GET') =>
  new Request(`http://shop.test${path}`, {
    method,
    headers: cookie ? { cookie, 'accept-language': 'en' } : {},
  });
const asks = (path: string, cookie?: string, method?: string) =>
  isEveryonesPageFor(get(path, cookie, method), new URL(`http://shop.test${path}`));

describe('which shoppers get the page everyone gets', () => {
  it('a shopper with a session or a cart, on a public page', () => {
    expect(asks('/', SESSION)).toBe(true);
    expect(asks('/product/blue-shirt', 'cart_session=xyz')).toBe(true);
    expect(asks('/shop-online?sort=price', `sf_cookie_consent=1; ${SESSION}`)).toBe(true);
  });

  it('not a visitor without cookies of their own: they get it anyway, as the store keeps it', () => {
    expect(asks('/')).toBe(false);
    expect(asks('/', 'sf_cookie_consent=1; sf_shopper=1')).toBe(false);
  });

  it('never on a shopper’s own page, nor for a client navigation’s data, nor a write', () => {
    for (const path of ['/cart', '/checkout/address', '/account/orders', '/search?q=tent']) {
      expect(asks(path, SESSION), path).toBe(false);
    }
    expect(asks('/product/blue-shirt.data', SESSION)).toBe(false);
    expect(asks('/', SESSION, 'POST')).toBe(false);
  });

  it('asks as a visitor without cookies, with the rest of the request as it came', () => {
    const request = withoutCookies(get('/product/blue-shirt', SESSION));
    expect(request.headers.get('cookie')).toBeNull();
    expect(request.headers.get('accept-language')).toBe('en');
    expect(request.url).toBe('http://shop.test/product/blue-shirt');
  });
});

describe('the shopper hint', () => {
  it('is a readable session cookie holding no data, Secure over HTTPS', () => {
    expect(shopperHintCookie(false)).toBe('sf_shopper=1; Path=/; SameSite=Lax');
    expect(shopperHintCookie(true)).toBe('sf_shopper=1; Path=/; SameSite=Lax; Secure');
    expect(shopperHintCookie(true)).not.toMatch(/HttpOnly|Max-Age|Expires/i);
  });

  it('is set on a page for a shopper with cookies of their own who lacks it', () => {
    expect(lacksShopperHint(SESSION)).toBe(true);
    expect(lacksShopperHint(`${SESSION}; sf_shopper=1`)).toBe(false);
    expect(lacksShopperHint('sf_cookie_consent=1')).toBe(false);
    expect(lacksShopperHint(null)).toBe(false);
  });

  it('is set when an API answer gives the browser a session or a cart', () => {
    const login = ['sf_session=tok; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax'];
    expect(shopperHintAfterApi(null, login, false)).toBe(shopperHintCookie(false));
    expect(shopperHintAfterApi('cart_session=1', ['cart_session=2; Path=/'], true)).toBe(
      shopperHintCookie(true),
    );
  });

  it('is not set again, nor for a cookie that goes or one of the storefront’s own', () => {
    const login = ['sf_session=tok; Path=/; HttpOnly'];
    expect(shopperHintAfterApi('sf_shopper=1', login, false)).toBeNull();
    expect(shopperHintAfterApi(null, ['sf_session=; Max-Age=0; Path=/'], false)).toBeNull();
    expect(shopperHintAfterApi(null, ['sf_heartbeat=2026-11-29; Path=/'], false)).toBeNull();
    expect(shopperHintAfterApi(null, [], false)).toBeNull();
  });
});
