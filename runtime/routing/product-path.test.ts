import { describe, expect, it } from 'vitest';
import { parsePageLocation } from './page-location.ts';
import { productPath } from './product-path.ts';

describe('productPath', () => {
  it('links a product by its slug alone when no variant is chosen', () => {
    expect(productPath('blue-shirt')).toBe('/product/blue-shirt');
    expect(productPath('blue-shirt', null)).toBe('/product/blue-shirt');
    expect(productPath('blue-shirt', '')).toBe('/product/blue-shirt');
  });

  it('selects the chosen variant with ?sku=', () => {
    expect(productPath('blue-shirt', 'BS-M')).toBe('/product/blue-shirt?sku=BS-M');
  });

  it('escapes a slug or sku that would otherwise change the path or query', () => {
    expect(productPath('a/b c', 'X&Y=1')).toBe('/product/a%2Fb%20c?sku=X%26Y%3D1');
  });

  it('gives a path the page location reads back as that product and variant', () => {
    const location = parsePageLocation(productPath('café shirt', 'CS 1'));
    expect(location.pageType).toBe('product');
    expect(location.slug).toEqual(['café shirt']);
    expect(location.sku).toBe('CS 1');
  });
});
