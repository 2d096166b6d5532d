import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CartValidation } from '../../../schemas/api/cart-validation.ts';
import * as cart from '../../../schemas/api/endpoints/cart.ts';
import { useApi } from '../../api/api-context.tsx';
import { CHECKOUT_STEP_PATHS } from './checkout-steps.ts';
import { checkoutStore } from './checkout-store.ts';
import { runStepSavers } from './step-savers.ts';
import { addressVerdictOf, cartVerdictOf } from './step-verdict.ts';

/** What the address step's 'Continue' gives its button. */
export interface ContinueToPayment {
  /** Saves, asks the server, and goes on to the payment step when the address step passes. */
  run: () => Promise<void>;
  pending: boolean;
}

/**
 * The address step's 'Continue' (spec §5 "Address step"): every part saves what the shopper typed
 * or chose (contact, shipping, billing), then `cart.validate` judges the steps up to this one (a 200 while only payment is missing). When the address
 * step fails, its messages (in spec order) go to the checkout store, which shows each where the
 * shopper must act; when it passes, `cart.validateAddress` checks both addresses against today's
 * fields and countries, and its message is shown the same way. Otherwise the cart and address
 * steps are completed and the shopper goes to /checkout/payment. A failed call leaves the button
 * usable (the API client toasted it).
 */
export function useContinueToPayment(): ContinueToPayment {
  const api = useApi();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const run = useCallback(async () => {
    setPending(true);
    try {
      if (!(await runStepSavers())) return;
      const store = checkoutStore.getState();
      let verdict: CartValidation | null;
      try {
        verdict = cartVerdictOf(
          await api.call(cart.validate, { query: { step: 'address' }, silent: true }),
        );
      } catch (error) {
        verdict = cartVerdictOf(error);
      }
      if (verdict === null) return;
      if (!verdict.steps.address.valid) {
        const own = verdict.steps.cart.messages.concat(verdict.steps.address.messages);
        store.setVerdict({ steps: verdict.steps, messages: own });
        return;
      }
      try {
        await api.call(cart.validateAddress, { silent: true });
      } catch (error) {
        const problem = addressVerdictOf(error);
        if (problem === null) return;
        store.setVerdict({
          steps: { ...verdict.steps, address: { valid: false } },
          messages: problem.messages,
        });
        return;
      }
      store.setVerdict({ steps: verdict.steps, messages: [] });
      store.complete('cart');
      store.complete('address');
      await navigate(CHECKOUT_STEP_PATHS.payment);
    } finally {
      setPending(false);
    }
  }, [api, navigate]);

  return { run, pending };
}
