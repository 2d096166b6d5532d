import { describe, expect, it } from 'vitest';
import { parsePageLocation } from '../../../runtime/routing/page-location.ts';
import { facetsId, listingRow, listingScopeOf } from './listing-scope.ts';

const scopeOf = (path: string, search = '') =>
  listingScopeOf(parsePageLocation(`${path}?${search}`));

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

describe('listingRow and facetsId', () => {
  it('name the API of each scope', () => {
    const pathOf = (scope: Parameters<typeof listingRow>[0]) => listingRow(scope).path;
    expect(pathOf({ kind: 'shop', key: 'shop-online' })).toBe('/api/shop/:id');
    expect(pathOf({ kind: 'category', key: 'tents' })).toBe('/api/product/product-category/:id');
    expect(pathOf({ kind: 'collection', key: 'new-arrivals' })).toBe(
      '/api/product/product-collection/:id',
    );
    expect(facetsId({ kind: 'search', query: 'boots' })).toBe('search');
    expect(facetsId({ kind: 'category', key: 'tents' })).toBe('tents');
  });
});
