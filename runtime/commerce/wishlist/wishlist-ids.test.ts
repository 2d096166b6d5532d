import { describe, expect, it } from 'vitest';
import { fixtureCap, fixtureJacket } from '../product/product-fixtures.ts';
import { fixtureWishlist } from './wishlist-fixtures.ts';
import { toggledWishlist, wishlistProductIds } from './wishlist-ids.ts';

describe('wishlist ids', () => {
  it('reads the product ids of the entries', () => {
    expect([...wishlistProductIds(fixtureWishlist(fixtureCap, fixtureJacket))]).toEqual([3, 1]);
    expect(wishlistProductIds(null).size).toBe(0);
  });

  it('adds a pending entry first and removes every entry of a product', () => {
    const added = toggledWishlist(fixtureWishlist(fixtureJacket), 2, true);
    expect(added.items[0]).toEqual({ product_id: 2, pending: true });
    expect([...wishlistProductIds(added)]).toEqual([2, 1]);
    expect([...wishlistProductIds(toggledWishlist(added, 1, false))]).toEqual([2]);
    expect([...wishlistProductIds(toggledWishlist(undefined, 5, true))]).toEqual([5]);
  });
});
