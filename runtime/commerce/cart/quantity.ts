import { MAX_LINE_QUANTITY } from '../../../schemas/api-constants.ts';

/** Most units the quantity selector allows: the stock, at most the cart's line limit, at least 1. */
export function maxQuantity(stock: number): number {
  return Math.max(1, Math.min(Math.floor(stock), MAX_LINE_QUANTITY));
}

/** What a quantity field keeps of what was typed: digits only, so a stray letter is no error. */
export function quantityDigits(raw: string): string {
  return raw.replace(/\D+/g, '').slice(0, 4);
}

/**
 * The quantity a typed value stands for, clamped to 1..`maxQuantity(stock)`; `null` when it is
 * not a number at all (the field then falls back to the last good value).
 */
export function clampQuantity(raw: string | number, stock: number): number | null {
  const value = typeof raw === 'number' ? raw : Number.parseInt(quantityDigits(raw), 10);
  if (!Number.isFinite(value)) return null;
  return Math.min(maxQuantity(stock), Math.max(1, Math.trunc(value)));
}
