import { describe, expect, it } from 'vitest';
import { bodyClass } from './body-class.ts';
import { pageKeyFromUrl } from './page-key.ts';

describe('pageKeyFromUrl (spec §2 "How a page is identified")', () => {
  it.each([
    ['/', '', 'home'],
    ['', '', 'home'],
    ['/cart', '', 'cart'],
    ['/cart/', '', 'cart'],
    ['/shop-online', '', 'shop-online'],
    ['/blogs', '', 'blogs'],
    ['/checkout-complete', '?token=abc', 'checkout-complete'],
    ['/checkout-failed', '', 'checkout-failed'],
    ['/checkout/address', '', 'checkout'],
    ['/checkout/payment', '', 'checkout'],
    ['/track-order/AWB123', '', 'track-order'],
    ['/account', '', 'account'],
    ['/account/orders', '', 'account'],
    ['/account/reset-password/jane%40example.com/tok123', '', 'account'],
    ['/product/blue-shirt', '?sku=BS-1', 'BS-1'],
    ['/product/blue-shirt', '', 'blue-shirt'],
    ['/product/men/blue-shirt', '?color=red', 'blue-shirt'],
    ['/product/blue-shirt', '?sku=', 'blue-shirt'],
    ['/product-category/men/shirts', '?sku=X', 'shirts'],
    ['/product-collection/summer', '', 'summer'],
    ['/shop-online/sale', '', 'sale'],
    ['/blogs/trail-running-tips', '', 'trail-running-tips'],
    ['/about-us', '', 'about-us'],
    ['/about-us/', '', 'about-us'],
    ['//about-us//team', '', 'team'],
    ['/caf%C3%A9', '', 'café'],
    ['/bad%E0%A4%A', '', 'bad%E0%A4%A'],
    ['/accounting-tips', '', 'accounting-tips'],
  ])('%s%s → %s', (path, search, key) => {
    expect(pageKeyFromUrl(path, search)).toBe(key);
  });

  it('prefers checkout-complete over checkout when both could match', () => {
    expect(pageKeyFromUrl('/checkout/checkout-complete')).toBe('checkout-complete');
  });

  it('never throws on odd input', () => {
    for (const input of ['%', '/%%%', '/\u0000', '/product/', '/product', '?', '/a?b']) {
      expect(() => pageKeyFromUrl(input, '%zz&sku=%')).not.toThrow();
    }
    expect(pageKeyFromUrl(undefined as unknown as string)).toBe('home');
  });
});

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
