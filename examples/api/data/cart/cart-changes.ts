import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  MAX_LINE_QUANTITY,
  OUT_OF_STOCK_MESSAGE,
  onlyLeftInStockMessage,
} from '../../../../schemas/api/index.ts';
import { cartItems, products, productVariants } from '../../db/schema.ts';
import { ApiError, notFound } from '../../http/api-error.ts';
import type { Transaction } from '../services.ts';

/** Answer to a product that does not exist or is not published. */
export const CART_PRODUCT_NOT_FOUND = 'Product not found';
/** Answer to a line the cart does not hold. */
export const CART_ITEM_NOT_FOUND = 'This item is not in your cart';
/** Answer to a product with variants added without one. */
export const CHOOSE_VARIANT_MESSAGE = 'Please choose an option';
/** Answer to personalising a product that does not allow it. */
export const NOT_CUSTOMISABLE_MESSAGE = 'This product cannot be personalised';
/** Answer to more units of a line than a cart may hold. */
export const LINE_LIMIT_MESSAGE = `You can have at most ${MAX_LINE_QUANTITY} of an item in your cart`;

/** What to add: a product, its variant and its customisation (`''` for none). */
export interface LineInput {
  productId: number;
  sku: string | undefined;
  quantity: number;
  customText: string;
  imagePath: string;
}

/** How an add treats the stock: refuse beyond it (a shopper's add) or add what fits (a merge). */
export type StockMode = 'refuse' | 'cap';

const refuse = (field: string, message: string) =>
  new ApiError(422, message, { [field]: [message] });

/** The line's product and variant as the catalogue has them now. */
async function resolveLine(tx: Transaction, input: LineInput) {
  const [product] = await tx
    .select({
      id: products.id,
      sku: products.sku,
      price: products.price,
      stock: products.stock,
      customisable: products.isCustomisationEnabled,
    })
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.isPublished, true)));
  if (product === undefined) throw notFound(CART_PRODUCT_NOT_FOUND);
  if ((input.customText !== '' || input.imagePath !== '') && !product.customisable) {
    throw refuse('additonal_data', NOT_CUSTOMISABLE_MESSAGE);
  }
  const variants = await tx
    .select({
      id: productVariants.id,
      sku: productVariants.sku,
      price: productVariants.price,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, product.id));
  if (variants.length === 0) {
    if (input.sku !== undefined && input.sku !== product.sku) {
      throw refuse('sku', 'This field is not valid');
    }
    return { variantId: null, price: product.price, stock: product.stock };
  }
  if (input.sku === undefined) throw refuse('sku', CHOOSE_VARIANT_MESSAGE);
  const variant = variants.find((candidate) => candidate.sku === input.sku);
  if (variant === undefined) throw refuse('sku', 'This field is not valid');
  return { variantId: variant.id, price: variant.price, stock: variant.stock };
}

/**
 * Adds `input` to the cart `cartId`, which the caller holds locked (`lockActiveCart`). The line
 * is upserted (`quantity = quantity + excluded.quantity`) and its new total checked against the
 * stock ('Only N left in stock') and the per-line limit; a refusal throws and so rolls the
 * caller's transaction back. In `cap` mode (merging carts) it adds what fits instead. Answers
 * the units added.
 */
export async function addToCart(
  tx: Transaction,
  cartId: number,
  input: LineInput,
  mode: StockMode = 'refuse',
): Promise<number> {
  const { variantId, price, stock } = await resolveLine(tx, input);
  const line = {
    cartId,
    productId: input.productId,
    variantId,
    quantity: input.quantity,
    customText: input.customText,
    imagePath: input.imagePath,
    unitPrice: price,
  };

  if (mode === 'refuse') {
    if (stock <= 0) throw refuse('quantity', OUT_OF_STOCK_MESSAGE);
    // One atomic upsert; a total beyond the stock throws, which rolls the transaction back.
    const [upserted] = await tx
      .insert(cartItems)
      .values(line)
      .onConflictDoUpdate({
        target: [
          cartItems.cartId,
          cartItems.productId,
          cartItems.variantId,
          cartItems.customText,
          cartItems.imagePath,
        ],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      })
      .returning({ quantity: cartItems.quantity });
    const total = upserted?.quantity ?? input.quantity;
    if (total > stock) throw refuse('quantity', onlyLeftInStockMessage(stock));
    if (total > MAX_LINE_QUANTITY) throw refuse('quantity', LINE_LIMIT_MESSAGE);
    return input.quantity;
  }

  // Merging carts: add what fits beside what the line already holds.
  const [existing] = await tx
    .select({ id: cartItems.id, quantity: cartItems.quantity })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartId),
        eq(cartItems.productId, input.productId),
        variantId === null ? isNull(cartItems.variantId) : eq(cartItems.variantId, variantId),
        eq(cartItems.customText, input.customText),
        eq(cartItems.imagePath, input.imagePath),
      ),
    );
  const held = existing?.quantity ?? 0;
  const adding = Math.max(0, Math.min(input.quantity, stock - held, MAX_LINE_QUANTITY - held));
  if (adding === 0) return 0;
  if (existing === undefined) {
    await tx.insert(cartItems).values({ ...line, quantity: adding });
  } else {
    await tx
      .update(cartItems)
      .set({ quantity: sql`${cartItems.quantity} + ${adding}` })
      .where(eq(cartItems.id, existing.id));
  }
  return adding;
}

/** Which line a call names: by id, or by product (and variant sku). */
export interface LineSelector {
  item_id?: number | undefined;
  product_id?: number | undefined;
  sku?: string | undefined;
}

/** A cart line as stored. */
export type CartItemRow = typeof cartItems.$inferSelect;

/**
 * The line of cart `cartId` that `selector` names: 404 when there is none, 422 when a product
 * has several lines (customised differently) and no `item_id` says which.
 */
export async function findLine(
  tx: Transaction,
  cartId: number,
  selector: LineSelector,
): Promise<CartItemRow> {
  const rows = await tx
    .select({ item: cartItems, variantSku: productVariants.sku })
    .from(cartItems)
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(
      and(
        eq(cartItems.cartId, cartId),
        selector.item_id === undefined ? undefined : eq(cartItems.id, selector.item_id),
        selector.product_id === undefined
          ? undefined
          : eq(cartItems.productId, selector.product_id),
      ),
    );
  const matching = rows.filter(
    (row) =>
      selector.sku === undefined || row.variantSku === null || row.variantSku === selector.sku,
  );
  const [first] = matching;
  if (first === undefined) throw notFound(CART_ITEM_NOT_FOUND);
  if (matching.length > 1) {
    throw refuse('item_id', 'This product is in your cart more than once: name the item_id');
  }
  return first.item;
}

/** Sets a line's quantity, refusing beyond the stock ('Only N left in stock'). */
export async function setLineQuantity(
  tx: Transaction,
  line: CartItemRow,
  quantity: number,
): Promise<void> {
  const [row] = await tx
    .select({ productStock: products.stock, variantStock: productVariants.stock })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.id, line.variantId ?? -1))
    .where(eq(products.id, line.productId));
  const stock = row?.variantStock ?? row?.productStock ?? 0;
  if (quantity > line.quantity) {
    if (stock <= 0) throw refuse('quantity', OUT_OF_STOCK_MESSAGE);
    if (quantity > stock) throw refuse('quantity', onlyLeftInStockMessage(stock));
  }
  await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, line.id));
}
