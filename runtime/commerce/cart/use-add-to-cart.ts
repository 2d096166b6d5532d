import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { EndpointInput } from '../../../schemas/api/endpoint.ts';
import * as cart from '../../../schemas/api/endpoints/cart.ts';
import { track } from '../../analytics/analytics.ts';
import type { AnalyticsItem } from '../../analytics/events.ts';
import { useApi } from '../../api/api-context.tsx';
import { refusalMessage } from '../../api/form-errors.ts';
import { isUnreadableAnswer } from '../../api/unreadable-answer.ts';
import { useStorefront } from '../../storefront/use-storefront.ts';
import { commercePayload } from '../product/analytics-item.ts';
import { cartQueryKey } from './cart-query.ts';
import { customisationStore } from './customisation-store.ts';

/** How long the item-added indicator shows (spec §4, §9: 2 seconds). */
export const ADDED_INDICATOR_MS = 2000;
/** Where buy now goes once the item is in the cart (spec §4). */
export const BUY_NOW_PATH = '/checkout/address';

/** What to add to the cart. */
export interface AddToCartInput {
  /** The product. */
  productId: number;
  /** Units to add. */
  quantity: number;
  /** The variant's sku; required for a product with variants. */
  sku?: string | undefined;
  /** Personalisation; left out when empty. */
  customisation?: { custom_text?: string; image_path?: string } | undefined;
  /** The product as analytics sees it: with it, an `add_to_cart` event is sent once added. */
  item?: AnalyticsItem | undefined;
}

/** The body of `cart.addItem` (spec §7: `additonal_data`, the spec's spelling). */
export function addToCartBody(input: AddToCartInput): EndpointInput<typeof cart.addItem>['body'] {
  return {
    product_id: input.productId,
    quantity: input.quantity,
    ...(input.sku ? { sku: input.sku } : {}),
    ...(input.customisation ? { additonal_data: input.customisation } : {}),
  };
}

/** What {@link useAddToCart} gives a buy box. */
export interface AddToCart {
  /** Adds to the cart; resolves `true` once added, `false` when the API refused (it toasted why). */
  add: (input: AddToCartInput) => Promise<boolean>;
  /** Adds, then goes to the checkout's address step (spec §4 "Buy now"). */
  buyNow: (input: AddToCartInput) => Promise<boolean>;
  /** Which call is running (spec §3 flags "adding to cart", "buying now"). */
  pending: 'add' | 'buy' | null;
  /** The item-added indicator: `true` for 2 seconds after an add. */
  added: boolean;
  /**
   * Why the last add was refused, when the API answered 422 (e.g. `Only 3 left in stock`): the
   * client shows no toast for a 422 (spec §8), so the buy box shows it in place. `null` otherwise.
   */
  error: string | null;
}

/**
 * Adds to the cart through `cart.addItem` (spec §4 "Cart actions"): refreshes the cart
 * (header count, drawer), clears that product's customisation, shows the added indicator for
 * 2 seconds; buy now goes to /checkout/address instead. A refusal changes nothing.
 */
export function useAddToCart(
  options: { onAdded?: (input: AddToCartInput) => void } = {},
): AddToCart {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const currency = useStorefront().storefront.channel.currency.code;
  const [added, setAdded] = useState(false);
  const [pending, setPending] = useState<'add' | 'buy' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { onAdded } = options;
  useEffect(() => () => clearTimeout(timer.current), []);

  const { mutateAsync } = useMutation({
    mutationFn: async (input: AddToCartInput) => {
      try {
        await api.call(cart.addItem, { body: addToCartBody(input) });
      } catch (error) {
        // added, but the answer cannot be read: the cart refetched below shows it
        if (!isUnreadableAnswer(error)) throw error;
      }
    },
  });

  const run = useCallback(
    async (input: AddToCartInput, intent: 'add' | 'buy'): Promise<boolean> => {
      setPending(intent);
      setError(null);
      try {
        await mutateAsync(input);
      } catch (cause) {
        // other failures were toasted by the client; a 422 (not enough stock) is shown in place
        setError(refusalMessage(cause));
        return false;
      } finally {
        setPending(null);
      }
      customisationStore.getState().clearCustomisation(input.productId);
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
      if (input.item) {
        track(
          'add_to_cart',
          commercePayload(currency, [{ ...input.item, quantity: input.quantity }]),
        );
      }
      onAdded?.(input);
      if (intent === 'buy') {
        navigate(BUY_NOW_PATH);
      } else {
        clearTimeout(timer.current);
        setAdded(true);
        timer.current = setTimeout(() => setAdded(false), ADDED_INDICATOR_MS);
      }
      return true;
    },
    [mutateAsync, queryClient, navigate, onAdded, currency],
  );

  return {
    add: useCallback((input) => run(input, 'add'), [run]),
    buyNow: useCallback((input) => run(input, 'buy'), [run]),
    pending,
    added,
    error,
  };
}
