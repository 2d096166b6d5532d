import { describe, expect, it } from 'vitest';
import { fixtureBareProduct, fixtureJacket } from './product-fixtures.ts';
import {
  choose,
  initialSelection,
  optionAvailability,
  productView,
  variantForSku,
} from './variant-selection.ts';

describe('initialSelection', () => {
  it('chooses the variant named by ?sku=, in any letter case', () => {
    expect(initialSelection(fixtureJacket, 'nw-jkt-001-red-xl')).toEqual({
      colour: 'red',
      size: 'xl',
    });
  });

  it('pre-chooses the colour of the first variant in stock but never a size', () => {
    expect(initialSelection(fixtureJacket, null)).toEqual({ colour: 'navy' });
    expect(initialSelection(fixtureJacket, 'NO-SUCH-SKU')).toEqual({ colour: 'navy' });
  });

  it('is empty for a product without variants', () => {
    expect(initialSelection(fixtureBareProduct)).toEqual({});
  });
});

describe('productView', () => {
  it('shows the chosen variant: sku, price, stock and its pictures', () => {
    const view = productView(fixtureJacket, { colour: 'red', size: 'xl' });
    expect(view).toMatchObject({
      sku: 'NW-JKT-001-RED-XL',
      price: 5999,
      mrp: 7499,
      stock: 2,
      inStock: true,
    });
    expect(view.images.map((image) => image.src)).toEqual([
      '/api/media/product-jacket-red.svg',
      '/api/media/product-jacket-red-detail.svg',
    ]);
    expect(view.variant?.id).toBe(16);
  });

  it('before a size is chosen shows the product sku, the cheapest price and the colour’s pictures', () => {
    const view = productView(fixtureJacket, { colour: 'red' });
    expect(view).toMatchObject({ variant: null, sku: 'NW-JKT-001', price: 5499, inStock: true });
    expect(view.missing.map((attribute) => attribute.name)).toEqual(['size']);
    expect(view.images[0]?.src).toBe('/api/media/product-jacket-red.svg');
  });

  it('says when the chosen variant is sold out', () => {
    expect(productView(fixtureJacket, { colour: 'red', size: 'm' })).toMatchObject({
      sku: 'NW-JKT-001-RED-M',
      stock: 0,
      inStock: false,
      exists: true,
    });
  });

  it('shows a product without variants from its channel, and no pictures when it has none', () => {
    expect(productView(fixtureBareProduct, {})).toMatchObject({
      sku: 'NW-TNT-006',
      price: 1799,
      stock: 0,
      inStock: false,
      images: [],
      missing: [],
    });
  });
});

describe('optionAvailability', () => {
  it('tells options in stock from sold-out ones and from combinations that do not exist', () => {
    const selection = choose({}, 'colour', 'red');
    expect(optionAvailability(fixtureJacket, selection, 'size', 's')).toBe('available');
    expect(optionAvailability(fixtureJacket, selection, 'size', 'm')).toBe('sold-out');
    expect(optionAvailability(fixtureJacket, selection, 'size', 'xxl')).toBe('unavailable');
  });
});

describe('variantForSku', () => {
  it('finds nothing for an empty or unknown sku', () => {
    expect(variantForSku(fixtureJacket, '')).toBeUndefined();
    expect(variantForSku(fixtureJacket, 'NW-X')).toBeUndefined();
  });
});
