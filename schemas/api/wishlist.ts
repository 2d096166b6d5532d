import { z } from 'zod';
import { imageSchema } from './image.ts';

/** Body of `POST /api/wishlist/add` and `DELETE /api/wishlist/remove` (spec §7 "Wishlist"). */
export const wishlistProductRequestSchema = z.object({
  /** The product to add or remove. */
  product_id: z.number().int().positive(),
});
export type WishlistProductRequest = z.infer<typeof wishlistProductRequestSchema>;

/** The product of a wishlist entry, enough for a product card. */
export const wishlistProductSchema = z.object({
  /** Product id (spec §3 "Wishlist entry: product.id"). */
  id: z.number().int().positive(),
  /** Product name. */
  name: z.string(),
  /** URL key: the product page is `/product/{slug}`. */
  slug: z.string(),
  /** The base image; `null` when the product has none. */
  image: imageSchema.nullable(),
  /** Selling price in the channel currency (the cheapest variant's for a product with variants). */
  price: z.number().min(0),
  /** List price before discount. */
  mrp: z.number().min(0),
  /** Whether any unit can be bought now. */
  in_stock: z.boolean(),
});
export type WishlistProduct = z.infer<typeof wishlistProductSchema>;

/** One wishlist entry. */
export const wishlistItemSchema = z.object({
  /** Entry id. */
  id: z.number().int().positive(),
  /** The product's id. */
  product_id: z.number().int().positive(),
  /** When it was added (ISO 8601). */
  added_at: z.iso.datetime(),
  /** The product. */
  product: wishlistProductSchema,
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/**
 * `data` of `GET /api/wishlist/get`, and of add and remove (the wishlist after the change),
 * newest first. Unpublished products are left out.
 */
export const wishlistResponseSchema = z.object({
  /** The entries. */
  items: z.array(wishlistItemSchema),
});
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;
