import { describe, expect, it } from 'vitest';
import { listingBreadcrumb } from './breadcrumb-trail.ts';

const chain = [
  { id: 1, name: 'Jackets', slug: 'jackets' },
  { id: 2, name: 'Rain jackets', slug: 'rain-jackets' },
];

describe('listingBreadcrumb', () => {
  it('leads from Home through the category path', () => {
    expect(
      listingBreadcrumb(
        { kind: 'category', key: 'rain-jackets' },
        { category: { breadcrumb: chain } },
      ),
    ).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Jackets', path: '/product-category/jackets' },
      { name: 'Rain jackets', path: '/product-category/rain-jackets' },
    ]);
  });

  it('puts the shop before a narrowed shop and names collections and searches', () => {
    expect(
      listingBreadcrumb(
        { kind: 'shop', key: 'jackets' },
        { category: { breadcrumb: chain.slice(0, 1) } },
      ),
    ).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Shop all', path: '/shop-online' },
      { name: 'Jackets', path: '/shop-online/jackets' },
    ]);
    expect(
      listingBreadcrumb(
        { kind: 'collection', key: 'best-sellers' },
        { collection: { name: 'Best sellers', slug: 'best-sellers' } },
      ).at(-1),
    ).toEqual({ name: 'Best sellers', path: '/product-collection/best-sellers' });
    expect(listingBreadcrumb({ kind: 'search', query: 'rain jacket' }, undefined).at(-1)).toEqual({
      name: 'Search results',
      path: '/search?q=rain%20jacket',
    });
    expect(listingBreadcrumb({ kind: 'shop', key: 'shop-online' }, undefined)).toHaveLength(2);
  });
});
