import { z } from 'zod';

// Loaded on demand by `cartQuery` (runtime/api/contract.ts): keep it out of static browser imports.

/**
 * The part of the cart the shell reads (spec §3 "Cart": `total_quantity`). Loose, so the full
 * cart passes through for the cart pages that will read more of it.
 */
export const cartSummarySchema = z.looseObject({
  /** Units in the cart, summed over its items. */
  total_quantity: z.number().int().min(0),
});
export type CartSummary = z.infer<typeof cartSummarySchema>;
