import { describe, expect, it } from 'vitest';
import { facetsId, listingEndpoint, listingScopeOf } from './listing-scope.ts';

const scopeOf = (path: string, search = '') => listingScopeOf(path, new URLSearchParams(search));

describe('listingScopeOf', () => {
  it('reads the scope from the path', () => {
    expect(scopeOf('/shop-online')).toEqual({ kind: 'shop', key: 'shop-online' });
    expect(scopeOf('/shop-online/footwear')).toEqual({ kind: 'shop', key: 'footwear' });
    expect(scopeOf('/product-category/jackets/rain-jackets')).toEqual({
      kind: 'category',
      key: 'rain-jackets',
    });
    expect(scopeOf('/product-collection/best-sellers')).toEqual({
      kind: 'collection',
      key: 'best-sellers',
    });
    expect(scopeOf('/search', 'q=%20rain%20jacket%20')).toEqual({
      kind: 'search',
      query: 'rain jacket',
    });
  });

  it('lists the whole shop on any other page', () => {
    expect(scopeOf('/')).toEqual({ kind: 'shop', key: 'shop-online' });
    expect(scopeOf('/about-us')).toEqual({ kind: 'shop', key: 'shop-online' });
  });
});

describe('listingEndpoint and facetsId', () => {
  it('name the API of each scope', () => {
    expect(listingEndpoint({ kind: 'shop', key: 'shop-online' })).toBe('/api/shop/shop-online');
    expect(listingEndpoint({ kind: 'category', key: 'tents' })).toBe(
      '/api/product/product-category/tents',
    );
    expect(listingEndpoint({ kind: 'collection', key: 'new-arrivals' })).toBe(
      '/api/product/product-collection/new-arrivals',
    );
    expect(listingEndpoint({ kind: 'search', query: 'x' })).toBe('/api/search/search-products');
    expect(facetsId({ kind: 'search', query: 'boots' })).toBe('search');
    expect(facetsId({ kind: 'category', key: 'tents' })).toBe('tents');
  });
});
