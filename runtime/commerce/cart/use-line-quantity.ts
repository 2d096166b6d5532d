import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import * as cart from '../../../schemas/api/endpoints/cart.ts';
import { refusalMessage } from '../../api/form-errors.ts';
import { askQuantity, rollBackQuantity, settleQuantities } from './pending-quantities.ts';
import { useCartChange } from './use-cart-change.ts';

/** What {@link useLineQuantity} gives a cart line's stepper. */
export interface LineQuantity {
  /** Asks for `quantity` units: shown at once, sent when the line's previous request is done. */
  setQuantity: (quantity: number) => void;
  /** A request for this line is running or waiting its turn. */
  busy: boolean;
  /**
   * Why the server refused the last quantity (a 422, e.g. `Only 3 left in stock`), shown on the
   * line; `null` otherwise (other failures were toasted by the API client).
   */
  error: string | null;
}

/**
 * The quantity of one cart line (spec §7 `update-qty`), optimistic: the asked quantity shows at
 * once in the line, the header count and the tab badge; a refusal puts the last confirmed one
 * back. Clicks while a request is running are coalesced: only the latest quantity is sent once
 * it is answered, so fast clicks never send a stale quantity nor one request per click. Requests
 * run through `useCartChange`, serially with every other change of the cart.
 */
export function useLineQuantity(itemId: number): LineQuantity {
  const queryClient = useQueryClient();
  const { mutateAsync } = useCartChange(cart.updateQuantity);
  const queue = useRef<{ running: boolean; next: number | null }>({ running: false, next: null });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const drain = useCallback(async () => {
    const state = queue.current;
    state.running = true;
    setBusy(true);
    try {
      while (state.next !== null) {
        const quantity = state.next;
        state.next = null;
        try {
          const answered = await mutateAsync({ body: { item_id: itemId, quantity } });
          const now = answered.items.find((item) => item.id === itemId)?.quantity;
          // asked again for what the server now holds: nothing left to send
          if (state.next !== null && state.next === now) state.next = null;
          settleQuantities(queryClient, answered, state.next === null ? itemId : undefined);
        } catch (cause) {
          state.next = null; // a later, larger quantity would be refused the same way
          rollBackQuantity(queryClient, itemId);
          setError(refusalMessage(cause));
        }
      }
    } finally {
      state.running = false;
      setBusy(false);
    }
  }, [itemId, mutateAsync, queryClient]);

  const setQuantity = useCallback(
    (quantity: number) => {
      setError(null);
      askQuantity(queryClient, itemId, quantity);
      queue.current.next = quantity;
      if (!queue.current.running) void drain();
    },
    [drain, itemId, queryClient],
  );

  return { setQuantity, busy, error };
}
