import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { wishlistProductRequestSchema } from '../../../schemas/api/index.ts';
import type { ApiServices } from '../data/services.ts';
import { readWishlist } from '../data/wishlist.ts';
import { products, wishlistItems } from '../db/schema.ts';
import { notFound } from '../http/api-error.ts';
import { success } from '../http/respond.ts';
import { requireCustomer } from '../http/session.ts';
import { validBody } from '../http/validate.ts';

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

  routes.get('/wishlist/get', async (c) => {
    const customer = await requireCustomer(c);
    return success(c, await readWishlist(db, customer.id));
  });

  routes.post('/wishlist/add', async (c) => {
    const customer = await requireCustomer(c);
    const { product_id } = await validBody(c, wishlistProductRequestSchema);
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
    return success(c, await readWishlist(db, customer.id), 'Added to your wishlist.');
  });

  routes.delete('/wishlist/remove', async (c) => {
    const customer = await requireCustomer(c);
    const { product_id } = await validBody(c, wishlistProductRequestSchema);
    await db
      .delete(wishlistItems)
      .where(
        and(eq(wishlistItems.customerId, customer.id), eq(wishlistItems.productId, product_id)),
      );
    return success(c, await readWishlist(db, customer.id), 'Removed from your wishlist.');
  });

  return routes;
}
