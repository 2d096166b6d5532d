import { and, desc, eq, sql } from 'drizzle-orm';
import { type WishlistResponse, wishlistResponseSchema } from '../../../schemas/api/index.ts';
import { productImages, products, productVariants, wishlistItems } from '../db/schema.ts';
import type { Queryable } from './services.ts';

// Card figures of a product: a product with variants sells at its cheapest variant's price and
// has the stock of all its variants (see the catalogue's `products` table).
const cheapestVariant = sql`(select v from ${productVariants} v where v.product_id = ${products.id} order by v.price asc, v.position asc limit 1)`;
const price = sql<string>`coalesce((${cheapestVariant}).price, ${products.price})`;
const mrp = sql<string>`coalesce((${cheapestVariant}).mrp, ${products.mrp})`;
const stock = sql<number>`coalesce((select sum(v.stock) from ${productVariants} v where v.product_id = ${products.id}), ${products.stock})::int`;
const baseImage = sql<{
  src: string;
  alt: string;
  width: number;
  height: number;
} | null>`(select json_build_object('src', i.src, 'alt', i.alt, 'width', i.width, 'height', i.height) from ${productImages} i where i.product_id = ${products.id} order by i.position asc, i.id asc limit 1)`;

/** The customer's wishlist, newest first, unpublished products left out. */
export async function readWishlist(db: Queryable, customerId: number): Promise<WishlistResponse> {
  const rows = await db
    .select({
      id: wishlistItems.id,
      productId: wishlistItems.productId,
      addedAt: wishlistItems.createdAt,
      name: products.name,
      slug: products.slug,
      price,
      mrp,
      stock,
      image: baseImage,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(and(eq(wishlistItems.customerId, customerId), eq(products.isPublished, true)))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  return wishlistResponseSchema.parse({
    items: rows.map((row) => ({
      id: row.id,
      product_id: row.productId,
      added_at: row.addedAt.toISOString(),
      product: {
        id: row.productId,
        name: row.name,
        slug: row.slug,
        image: row.image,
        price: Number(row.price),
        mrp: Number(row.mrp),
        in_stock: Number(row.stock) > 0,
      },
    })),
  });
}
