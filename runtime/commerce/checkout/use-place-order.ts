import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CartValidation } from '../../../schemas/api/cart.ts';
import type { PlaceOrderResponse } from '../../../schemas/api/checkout.ts';
import * as cart from '../../../schemas/api/endpoints/cart.ts';
import * as checkout from '../../../schemas/api/endpoints/checkout.ts';
import { PRICES_CHANGED_MESSAGE } from '../../../schemas/api-constants.ts';
import { useApi } from '../../api/api-context.tsx';
import { isApiError } from '../../api/api-error.ts';
import { browserNotifier } from '../../api/browser-notifier.ts';
import { refusalMessage } from '../../api/form-errors.ts';
import { cartQueryKey } from '../cart/cart-query.ts';
import { cartChangesSettled } from '../cart/use-cart-change.ts';
import { internalPath } from './internal-path.ts';

/** Where the shopper goes when a price moved under them (spec §4: the cart shows the change). */
export const CART_PATH = '/cart';

/** How one press of 'Place Order' ended. */
export type PlaceOrderOutcome =
  /** The cart failed a step check (spec §5): the verdict, step by step. */
  | { kind: 'invalid'; validation: CartValidation }
  /** The API refused the order (terms, stock…): its message and field messages. */
  | { kind: 'refused'; message: string; fieldErrors: Record<string, string[]> }
  /** Placed; a card must be charged now (the section opens the card popup). */
  | { kind: 'pay-by-card'; placed: PlaceOrderResponse }
  /** Placed and nothing to pay now: the shopper is on the way to the complete page. */
  | { kind: 'placed'; placed: PlaceOrderResponse }
  /** A price moved: the shopper is on the way to the cart, told so. */
  | { kind: 'prices-changed' }
  /** The call failed (no network, server error): the client toasted it; nothing changed. */
  | { kind: 'failed' };

/** What {@link usePlaceOrder} gives the payment step. */
export interface PlaceOrder {
  /**
   * Checks the cart, then places the order. A press while one is running answers that one's
   * outcome, so a double click makes one order (the API is idempotent per cart besides).
   */
  place: (options: { tncAccepted: boolean }) => Promise<PlaceOrderOutcome>;
  /** Whether a press is being handled: the button shows it and ignores further presses. */
  pending: boolean;
  /** Goes to a result page and then drops the ordered cart from the cache (header, drawer). */
  leaveTo: (path: string | null) => Promise<void>;
}

/** The verdict of a `cart.validate` 422, or `null` when the error is something else. */
function validationOf(error: unknown): CartValidation | null {
  if (!isApiError(error) || !error.isValidation) return null;
  const data = error.data as Partial<CartValidation> | null;
  if (data && Array.isArray(data.messages) && data.steps) return data as CartValidation;
  return null;
}

/**
 * 'Place Order' on the payment step (spec §4 "Checkout steps", §5 "Payment step", §7
 * `cart.validate` then `checkout.placeOrder`): a cart that fails a step check comes back as
 * `invalid` with its messages; 'Some prices have changed' sends the shopper to /cart with the
 * message; cash on delivery (no payment required) goes to the complete page at once; a card
 * order comes back for the card popup. Once the order exists the cart is ordered, so the cached
 * cart is refreshed as the shopper leaves for a result page.
 */
export function usePlaceOrder(): PlaceOrder {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const running = useRef<Promise<PlaceOrderOutcome> | null>(null);

  const leaveTo = useCallback(
    async (path: string | null) => {
      await navigate(path ?? '/');
      await queryClient.invalidateQueries({ queryKey: cartQueryKey });
    },
    [navigate, queryClient],
  );

  const run = useCallback(
    async (tncAccepted: boolean): Promise<PlaceOrderOutcome> => {
      // the method the shopper just chose is on the cart before it is judged
      await cartChangesSettled(queryClient);
      try {
        await api.call(cart.validate);
      } catch (error) {
        const validation = validationOf(error);
        return validation ? { kind: 'invalid', validation } : { kind: 'failed' };
      }
      let placed: PlaceOrderResponse;
      try {
        ({ data: placed } = await api.call(checkout.placeOrder, {
          body: { tnc_accepted: tncAccepted },
          silent: true,
        }));
      } catch (error) {
        const message = refusalMessage(error);
        if (message === null || !isApiError(error)) return { kind: 'failed' };
        if (error.message === PRICES_CHANGED_MESSAGE) {
          // a 422 is never toasted by the client: say it here, on the way to the cart
          browserNotifier.error(PRICES_CHANGED_MESSAGE);
          await navigate(CART_PATH);
          await queryClient.invalidateQueries({ queryKey: cartQueryKey });
          return { kind: 'prices-changed' };
        }
        return {
          kind: 'refused',
          message: error.message || message,
          fieldErrors: error.fieldErrors,
        };
      }
      if (placed.payment_required) return { kind: 'pay-by-card', placed };
      await leaveTo(internalPath(placed.complete_url));
      return { kind: 'placed', placed };
    },
    [api, navigate, queryClient, leaveTo],
  );

  const place = useCallback(
    ({ tncAccepted }: { tncAccepted: boolean }) => {
      if (running.current) return running.current;
      setPending(true);
      const current = run(tncAccepted).finally(() => {
        running.current = null;
        setPending(false);
      });
      running.current = current;
      return current;
    },
    [run],
  );

  return { place, pending, leaveTo };
}
