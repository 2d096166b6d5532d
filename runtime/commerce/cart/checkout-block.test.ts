import { describe, expect, it } from 'vitest';
import { fixtureCap } from '../product/product-fixtures.ts';
import { fixtureCart, fixtureCartLine } from './cart-fixtures.ts';
import { checkoutBlock, PRICE_BLOCK_MESSAGE, STOCK_BLOCK_MESSAGE } from './checkout-block.ts';

const line = fixtureCartLine(fixtureCap, 1);

describe('checkoutBlock', () => {
  it('lets a cart of buyable, current lines go on', () => {
    expect(checkoutBlock(fixtureCart([line]), new Map())).toBeNull();
  });

  it('stops an empty cart with the spec’s cart-step message', () => {
    expect(checkoutBlock(fixtureCart([]), undefined)).toBe('Your cart is empty');
    expect(checkoutBlock(null, undefined)).toBe('Your cart is empty');
  });

  it('stops a line the stock cannot cover, from the cart or from validate/stock', () => {
    const short = { ...line, quantity: 5, is_in_stock: false };
    expect(checkoutBlock(fixtureCart([short]), undefined)).toBe(STOCK_BLOCK_MESSAGE);
    const listed = new Map([[line.id, { item_id: line.id } as never]]);
    expect(checkoutBlock(fixtureCart([line]), listed)).toBe(STOCK_BLOCK_MESSAGE);
  });

  it('stops a changed price until the prices are updated', () => {
    const changed = { ...line, price_changed: true };
    expect(checkoutBlock(fixtureCart([changed], { prices_changed: true }), undefined)).toBe(
      PRICE_BLOCK_MESSAGE,
    );
  });
});
