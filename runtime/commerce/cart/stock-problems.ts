import { queryOptions } from '@tanstack/react-query';
import type { Cart, OutOfStockItem } from '../../../schemas/api/cart.ts';
import * as cart from '../../../schemas/api/endpoints/cart.ts';
import { isApiError } from '../../api/api-error.ts';
import type { ApiClient } from '../../api/client.ts';

/** The lines of a cart that cannot be bought as they are, by line id. */
export type StockProblems = ReadonlyMap<number, OutOfStockItem>;

/**
 * Asks `validate/stock` (spec §5 "Cart validations": stock is its own call). A 422 lists the lines
 * that cannot be bought in its `data`; that list, parsed with the row's schema, is the answer.
 */
export async function readStockProblems(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<StockProblems> {
  try {
    const { data } = await api.call(cart.validateStock, signal ? { signal } : {});
    return new Map(data.out_of_stock_items.map((item) => [item.item_id, item]));
  } catch (error) {
    if (!isApiError(error) || !error.isValidation) throw error;
    const { data: schema } = await cart.validateStock.schemas();
    const verdict = schema.safeParse(error.data);
    if (!verdict.success) throw error;
    return new Map(verdict.data.out_of_stock_items.map((item) => [item.item_id, item]));
  }
}

/** Whether the cart as answered has a line that cannot be bought. */
export function hasUnbuyableLine(current: Pick<Cart, 'items'> | null | undefined): boolean {
  return current?.items.some((item) => !item.is_in_stock) ?? false;
}

/**
 * The server's stock verdict on the cart's lines, asked only when the cart says a line is short
 * (`is_in_stock: false`), and again whenever the lines or their quantities change. Under the
 * cart's key, so anything that refreshes the cart refreshes it.
 */
export function stockProblemsQuery(api: ApiClient, current: Cart | null | undefined) {
  const lines = current?.items.map((item) => `${item.id}x${item.quantity}`).join(',') ?? '';
  return queryOptions({
    queryKey: ['cart', 'stock', lines] as const,
    queryFn: ({ signal }) => readStockProblems(api, signal),
    enabled: hasUnbuyableLine(current),
    staleTime: 30_000,
  });
}
