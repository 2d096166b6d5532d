import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as endpoints from '../../../schemas/api/endpoints.ts';
import type { ApiServices } from '../data/services.ts';
import { readWishlist } from '../data/wishlist.ts';
import { products, wishlistItems } from '../db/schema.ts';
import { notFound } from '../http/api-error.ts';
import { mount } from '../http/mount.ts';

/** The answer to a product id that names no published product. */
export const PRODUCT_NOT_FOUND = 'Product not found';

/**
 * `/wishlist/*` (spec §7 "Wishlist"): get, add (idempotent) and remove, scoped to the session's
 * customer; add and remove answer the wishlist after the change. `moveToCart` belongs to the
 * cart module, which owns carts.
 */
export function wishlistRoutes(services: ApiServices): Hono {
  const { db, now } = services;
  const routes = new Hono();

  mount(routes, endpoints.wishlist.get, async ({ customer }) => ({
    data: await readWishlist(db, customer.id),
  }));

  mount(routes, endpoints.wishlist.add, async ({ body: { product_id }, customer }) => {
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, product_id), eq(products.isPublished, true)));
    if (product === undefined) throw notFound(PRODUCT_NOT_FOUND);
    await db
      .insert(wishlistItems)
      .values({ customerId: customer.id, productId: product.id, createdAt: now() })
      // Adding twice keeps the first entry (and its date).
      .onConflictDoNothing({ target: [wishlistItems.customerId, wishlistItems.productId] });
    return { data: await readWishlist(db, customer.id), message: 'Added to your wishlist.' };
  });

  mount(routes, endpoints.wishlist.remove, async ({ body: { product_id }, customer }) => {
    await db
      .delete(wishlistItems)
      .where(
        and(eq(wishlistItems.customerId, customer.id), eq(wishlistItems.productId, product_id)),
      );
    return { data: await readWishlist(db, customer.id), message: 'Removed from your wishlist.' };
  });

  return routes;
}
