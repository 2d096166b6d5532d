import { useStore } from 'zustand';
import { createStore, type StateCreator } from 'zustand/vanilla';
import { LOGOUT_EVENT } from '../auth/logout-event.ts';
import {
  activateStep,
  applyVerdict,
  type CheckoutStepName,
  type CheckoutSteps,
  completeStep,
  enterStep,
  initialSteps,
  resetSteps,
  resetValidations,
} from './checkout-steps.ts';
import type { StepVerdict } from './step-verdict.ts';

// What only the browser knows about the checkout (spec §3 "Cart store extras: steps"): the steps
// and the messages of the last failed step check. The cart itself, contact and addresses
// included, is server data in TanStack Query; a refresh restores them from `cart.get`.

/** The checkout slice. */
export interface CheckoutSlice {
  steps: CheckoutSteps;
  /**
   * The messages of the last step check that failed (spec §5, in its order), shown where the
   * shopper must act; empty when nothing is wrong or the cart changed since.
   */
  messages: readonly string[];
  /**
   * The address step's title in the stepper, after the shipping address area's mode (spec §2
   * "Address step UI modes": Address, Select Address, Add Address, Edit Address); `null` until
   * the area has said, when the stepper works out the mode the area opens in.
   */
  addressTitle: string | null;
  setAddressTitle: (title: string | null) => void;
  /** Arriving on a step's page (see `enterStep`). */
  enter: (name: CheckoutStepName) => void;
  activate: (name: CheckoutStepName) => void;
  complete: (name: CheckoutStepName) => void;
  /** The server's verdict and its messages. */
  setVerdict: (verdict: StepVerdict) => void;
  /** The cart was replaced: verdicts and messages are forgotten (spec §4). */
  cartReplaced: () => void;
  /** The cart was emptied (or the shopper logged out): every step back to pending. */
  reset: () => void;
}

/** The checkout slice (STYLE "State": stores are built from slices). */
export const createCheckoutSlice: StateCreator<CheckoutSlice> = (set) => ({
  steps: initialSteps(),
  messages: [],
  addressTitle: null,
  setAddressTitle: (addressTitle) => set({ addressTitle }),
  enter: (name) => set((state) => ({ steps: enterStep(state.steps, name) })),
  activate: (name) => set((state) => ({ steps: activateStep(state.steps, name) })),
  complete: (name) => set((state) => ({ steps: completeStep(state.steps, name) })),
  setVerdict: (verdict) =>
    set((state) => ({
      steps: applyVerdict(state.steps, verdict.steps),
      messages: verdict.messages,
    })),
  cartReplaced: () => set((state) => ({ steps: resetValidations(state.steps), messages: [] })),
  reset: () => set({ steps: resetSteps(), messages: [] }),
});

/** The one checkout store of the page (not persisted: the server's cart is the memory). */
export const checkoutStore = createStore<CheckoutSlice>()(createCheckoutSlice);

// spec §4 "Logout": it resets the checkout state too
if (typeof window !== 'undefined') {
  window.addEventListener(LOGOUT_EVENT, () => checkoutStore.getState().reset());
}

/** Reads the checkout store in a component. */
export function useCheckout<T>(selector: (state: CheckoutSlice) => T): T {
  return useStore(checkoutStore, selector);
}
