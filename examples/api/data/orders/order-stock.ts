import { and, eq, gte, sql } from 'drizzle-orm';
import { OUT_OF_STOCK_MESSAGE, onlyLeftInStockMessage } from '../../../../schemas/api/index.ts';
import { products, productVariants } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Transaction } from '../services.ts';

/** Units of a product (or one of its variants) an order takes or gives back. */
export interface StockLine {
  productId: number;
  variantId: number | null;
  quantity: number;
  name: string;
}

// Rows are updated in one fixed order (variants, then products, each by id), so two orders
// racing for the same items wait for each other instead of deadlocking.
const byRow = (a: StockLine, b: StockLine) =>
  (a.variantId ?? Number.MAX_SAFE_INTEGER) - (b.variantId ?? Number.MAX_SAFE_INTEGER) ||
  a.productId - b.productId;

/**
 * Takes the lines' units off the stock, inside the order's transaction. Each update is
 * conditional (`stock >= quantity`) on top of the `stock >= 0` CHECK, so the stock never goes
 * below zero: when a line does not fit, a 422 names it ('Only N left in stock') and the
 * caller's transaction rolls back, leaving no order.
 */
export async function takeStock(tx: Transaction, lines: readonly StockLine[]): Promise<void> {
  for (const line of [...lines].sort(byRow)) {
    const taken =
      line.variantId === null
        ? await tx
            .update(products)
            .set({ stock: sql`${products.stock} - ${line.quantity}` })
            .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
            .returning({ stock: products.stock })
        : await tx
            .update(productVariants)
            .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
            .where(
              and(
                eq(productVariants.id, line.variantId),
                gte(productVariants.stock, line.quantity),
              ),
            )
            .returning({ stock: productVariants.stock });
    if (taken.length > 0) continue;
    const [left] =
      line.variantId === null
        ? await tx
            .select({ stock: products.stock })
            .from(products)
            .where(eq(products.id, line.productId))
        : await tx
            .select({ stock: productVariants.stock })
            .from(productVariants)
            .where(eq(productVariants.id, line.variantId));
    const stock = left?.stock ?? 0;
    const message = `${line.name}: ${stock <= 0 ? OUT_OF_STOCK_MESSAGE : onlyLeftInStockMessage(stock)}`;
    throw new ApiError(422, message, { items: [message] });
  }
}

/** Gives the lines' units back (a cancelled order). Lines of deleted products are skipped. */
export async function returnStock(tx: Transaction, lines: readonly StockLine[]): Promise<void> {
  for (const line of [...lines].sort(byRow)) {
    if (line.variantId === null) {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${line.quantity}` })
        .where(eq(products.id, line.productId));
    } else {
      await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${line.quantity}` })
        .where(eq(productVariants.id, line.variantId));
    }
  }
}
