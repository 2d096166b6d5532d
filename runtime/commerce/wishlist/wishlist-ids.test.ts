import { describe, expect, it } from 'vitest';
import { toggledWishlist, wishlistProductIds } from './wishlist-ids.ts';

describe('wishlist ids', () => {
  it('reads the product ids of the entries, skipping malformed ones', () => {
    const ids = wishlistProductIds({
      items: [{ product_id: 3 }, { product: { id: 4 } }, 'x', null],
    });
    expect([...ids]).toEqual([3, 4]);
    expect(wishlistProductIds(null).size).toBe(0);
  });

  it('adds a placeholder entry first and removes every entry of a product', () => {
    const added = toggledWishlist({ items: [{ product_id: 1 }] }, 2, true);
    expect([...wishlistProductIds(added)]).toEqual([2, 1]);
    expect([...wishlistProductIds(toggledWishlist(added, 1, false))]).toEqual([2]);
    expect([...wishlistProductIds(toggledWishlist(undefined, 5, true))]).toEqual([5]);
  });
});
