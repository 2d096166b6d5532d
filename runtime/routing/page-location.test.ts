import { describe, expect, it } from 'vitest';
import { parsePageLocation } from './page-location.ts';

describe('parsePageLocation: the page key (spec §2 "How a page is identified")', () => {
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
    ['/x/product/blue-shirt', '', 'blue-shirt'],
    ['/x/product/blue-shirt', '?sku=BS-1', 'BS-1'],
  ])('%s%s → %s', (path, search, key) => {
    expect(parsePageLocation(`${path}${search}`).pageKey).toBe(key);
    expect(parsePageLocation(new URL(`http://shop.test${path}${search}`)).pageKey).toBe(key);
  });

  it('prefers checkout-complete over checkout when both could match', () => {
    expect(parsePageLocation('/checkout/checkout-complete').pageKey).toBe('checkout-complete');
  });

  it('never throws on odd input', () => {
    for (const input of ['%', '/%%%', '/\u0000', '/product/', '/product', '?', '/a?b']) {
      expect(() => parsePageLocation(`${input}?%zz&sku=%`)).not.toThrow();
    }
    expect(parsePageLocation(undefined as unknown as string).pageKey).toBe('home');
    expect(parsePageLocation('http://[bad').pageKey).toBe('[bad');
  });
});

describe('parsePageLocation: the rest of the location', () => {
  it('reads a product page anywhere a product segment is followed by a slug (spec §2)', () => {
    expect(parsePageLocation('/x/product/blue-shirt?sku=BS-1&ref=ad')).toMatchObject({
      path: '/x/product/blue-shirt',
      segments: ['x', 'product', 'blue-shirt'],
      pageKey: 'BS-1',
      pageType: 'product',
      slug: ['blue-shirt'],
      sku: 'BS-1',
    });
    expect(parsePageLocation('/product/men/blue%20shirt/').slug).toEqual(['men', 'blue shirt']);
    expect(parsePageLocation('/product').pageType).toBeUndefined();
    expect(parsePageLocation('/guides/product').pageType).toBeUndefined();
    expect(parsePageLocation('/product-category/product/tents').pageType).toBe('category');
  });

  it.each([
    ['/', 'home', []],
    ['/cart/', 'cart', []],
    ['/shop-online', 'shop', []],
    ['/shop-online/footwear', 'shop', ['footwear']],
    ['/product-category/jackets/rain', 'category', ['jackets', 'rain']],
    ['/product-collection/best-sellers', 'collection', ['best-sellers']],
    ['/blogs', 'blogs', []],
    ['/blogs/trail-tips', 'blog', ['trail-tips']],
    ['/checkout/address', 'checkout', ['address']],
    ['/checkout-complete', 'checkout-complete', []],
    ['/checkout-failed', 'checkout-failed', []],
    ['/track-order/AWB1', 'track-order', ['AWB1']],
    ['/account/reset-password/a%40b.c/t', 'account', ['reset-password', 'a@b.c', 't']],
    ['/password-protected', 'gate', []],
    ['/coming-soon/', 'gate', []],
    ['/under-maintenance', 'gate', []],
    ['/about-us', undefined, ['about-us']],
    ['/help/returns', undefined, ['help', 'returns']],
    ['/cart/tips', undefined, ['cart', 'tips']],
    ['/accounting-tips', undefined, ['accounting-tips']],
  ])('%s is a %s page with slug %j', (path, pageType, slug) => {
    const location = parsePageLocation(path);
    expect(location.pageType).toBe(pageType);
    expect(location.slug).toEqual(slug);
  });

  it('normalises the path, keeps it encoded, and parses the query', () => {
    const location = parsePageLocation(new URL('http://shop.test/caf%C3%A9//menu/?q=a+b#top'));
    expect(location.path).toBe('/caf%C3%A9/menu');
    expect(location.segments).toEqual(['café', 'menu']);
    expect(location.query.get('q')).toBe('a b');
    expect(location.sku).toBeNull();
    expect(parsePageLocation('/?sku=%20').sku).toBeNull();
    expect(parsePageLocation('/?sku=%20A1%20').sku).toBe('A1');
  });
});
