import { asc, eq } from 'drizzle-orm';
import { cartItems, products, productVariants } from '../../db/schema.ts';
import type { Queryable } from '../services.ts';
import { toMinor } from './money.ts';

/** A cart line with what the catalogue says of it now. */
export interface CartLine {
  id: number;
  productId: number;
  variantId: number | null;
  quantity: number;
  /** `''` for none. */
  customText: string;
  /** `''` for none. */
  imagePath: string;
  /** The price the cart holds for one unit, in minor units. */
  unitPriceMinor: number;
  /** The catalogue's price of one unit now. */
  currentPriceMinor: number;
  /** The catalogue's list price of one unit now. */
  mrpMinor: number;
  /** Units available now. */
  stock: number;
  /** The variant's sku, else the product's. */
  sku: string;
  name: string;
  slug: string;
  /** Variant options; `{}` without a variant. */
  options: Record<string, string>;
  isPublished: boolean;
}

/** The lines of a cart in the order they were added, joined with their product and variant. */
export async function readCartLines(db: Queryable, cartId: number): Promise<CartLine[]> {
  const rows = await db
    .select({
      item: cartItems,
      name: products.name,
      slug: products.slug,
      productSku: products.sku,
      productPrice: products.price,
      productMrp: products.mrp,
      productStock: products.stock,
      isPublished: products.isPublished,
      variantSku: productVariants.sku,
      variantOptions: productVariants.options,
      variantPrice: productVariants.price,
      variantMrp: productVariants.mrp,
      variantStock: productVariants.stock,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.id));
  return rows.map((row) => ({
    id: row.item.id,
    productId: row.item.productId,
    variantId: row.item.variantId,
    quantity: row.item.quantity,
    customText: row.item.customText,
    imagePath: row.item.imagePath,
    unitPriceMinor: toMinor(row.item.unitPrice),
    currentPriceMinor: toMinor(row.variantPrice ?? row.productPrice),
    mrpMinor: toMinor(row.variantMrp ?? row.productMrp),
    stock: row.variantStock ?? row.productStock,
    sku: row.variantSku ?? row.productSku,
    name: row.name,
    slug: row.slug,
    options: row.variantOptions ?? {},
    isPublished: row.isPublished,
  }));
}
