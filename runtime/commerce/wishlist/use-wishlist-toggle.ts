import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import * as wishlist from '../../../schemas/api/endpoints/wishlist.ts';
import { track } from '../../analytics/analytics.ts';
import type { AnalyticsItem } from '../../analytics/events.ts';
import { useApi } from '../../api/api-context.tsx';
import { isUnreadableAnswer } from '../../api/unreadable-answer.ts';
import { useSendToLogin } from '../../routing/use-send-to-login.ts';
import { useStorefront } from '../../storefront/use-storefront.ts';
import { commercePayload } from '../product/analytics-item.ts';
import { useInWishlist } from './use-in-wishlist.ts';
import { type CachedWishlist, wishlistQueryKey } from './wishlist-count-query.ts';
import { toggledWishlist } from './wishlist-ids.ts';

/** The wishlist heart of one product. */
export interface WishlistToggleState {
  /** Whether the product is on the customer's wishlist (always `false` for a guest). */
  inWishlist: boolean;
  /** Adds or removes it; for a guest, opens the login entry instead (spec §4 "Wishlist"). */
  toggle: () => void;
  /** An add or remove is on its way. */
  pending: boolean;
}

/**
 * Adds a product to the wishlist or removes it (spec §7 `wishlist.add`, `wishlist.remove`). The heart changes at once and goes back if the API refuses; the
 * API's message becomes a toast. A guest is sent to the login dialog (`/?login=1&redirect=…`) with
 * the current path remembered, so login brings them back here (spec §4).
 */
export function useWishlistToggle(
  productId: number,
  options: {
    /** The product as analytics sees it: with it, add/remove wishlist events are sent. */
    item?: AnalyticsItem;
    onChange?: (added: boolean) => void;
  } = {},
): WishlistToggleState {
  const api = useApi();
  const queryClient = useQueryClient();
  const sendToLogin = useSendToLogin();
  const { isLoggedIn, storefront } = useStorefront();
  const inWishlist = useInWishlist(productId);
  const { onChange, item } = options;
  const currency = storefront.channel.currency.code;

  const mutation = useMutation({
    mutationFn: async (add: boolean): Promise<CachedWishlist | null> => {
      const body = { product_id: productId };
      try {
        const { data } = add
          ? await api.call(wishlist.add, { body })
          : await api.call(wishlist.remove, { body });
        return data;
      } catch (error) {
        // the change was made but its answer cannot be read: refetch rather than undo it
        if (isUnreadableAnswer(error)) return null;
        throw error;
      }
    },
    onMutate: async (add) => {
      await queryClient.cancelQueries({ queryKey: wishlistQueryKey });
      const previous = queryClient.getQueryData<CachedWishlist | null>(wishlistQueryKey);
      queryClient.setQueryData(wishlistQueryKey, toggledWishlist(previous, productId, add));
      return { previous };
    },
    onError: (_error, _add, context) => {
      queryClient.setQueryData(wishlistQueryKey, context?.previous ?? null);
    },
    onSuccess: (answer, add) => {
      // the API answers the wishlist after the change: it replaces the optimistic one
      if (answer) queryClient.setQueryData(wishlistQueryKey, answer);
      else void queryClient.invalidateQueries({ queryKey: wishlistQueryKey });
      if (item) {
        track(add ? 'add_to_wishlist' : 'remove_from_wishlist', commercePayload(currency, [item]));
      }
      onChange?.(add);
    },
  });

  const { mutate } = mutation;
  const toggle = useCallback(() => {
    if (!isLoggedIn) {
      sendToLogin();
      return;
    }
    mutate(!inWishlist);
  }, [isLoggedIn, sendToLogin, mutate, inWishlist]);

  return { inWishlist, toggle, pending: mutation.isPending };
}
