import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { Cart } from '../../../schemas/api/cart.ts';
import { useApi } from '../../api/api-context.tsx';
import { useAsDrawn } from '../../render/as-drawn.ts';
import { cartQuery, cartQueryKey } from './cart-query.ts';

/**
 * The shopper's cart ({@link cartQuery}) for a section that shows it and may hydrate after it
 * changed: while it hydrates, the cart the server drew it with; then the current one
 * (`runtime/render/as-drawn.ts`).
 */
export function useCartQuery(): UseQueryResult<Cart | null> {
  const result = useQuery(cartQuery(useApi()));
  const data = useAsDrawn(cartQueryKey, result.data);
  return data === result.data ? result : ({ ...result, data } as UseQueryResult<Cart | null>);
}
