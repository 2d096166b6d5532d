import type { CheckoutStepName } from '../../../schemas/api/cart-validation.ts';

// spec §4 "Checkout steps": Cart (1), Address (2), Payment (3). Pure transitions of the steps'
// state; the store (checkout-store.ts) applies them. Whether a step is valid is the server's
// verdict (`cart.validate`): the client never re-checks the rules of spec §5.

export type { CheckoutStepName } from '../../../schemas/api/cart-validation.ts';

/** The steps in order (spec §9: there are 3). */
export const CHECKOUT_STEPS = [
  'cart',
  'address',
  'payment',
] as const satisfies readonly CheckoutStepName[];

/** Where each step lives (the cart page, then the two checkout pages). */
export const CHECKOUT_STEP_PATHS: Readonly<Record<CheckoutStepName, string>> = {
  cart: '/cart',
  address: '/checkout/address',
  payment: '/checkout/payment',
};

/** One step (spec §3 "Cart step": name, active, status and valid flag). */
export interface CheckoutStep {
  name: CheckoutStepName;
  /** Exactly one step is active at a time. */
  active: boolean;
  /** @default 'pending' */
  status: 'pending' | 'completed';
  /** The server's last verdict on the step; `null` until asked, and again once the cart changes. */
  valid: boolean | null;
}

/** The three steps by name. */
export type CheckoutSteps = Readonly<Record<CheckoutStepName, CheckoutStep>>;

const indexOf = (name: CheckoutStepName) => CHECKOUT_STEPS.indexOf(name);

function build(make: (name: CheckoutStepName) => CheckoutStep): CheckoutSteps {
  return { cart: make('cart'), address: make('address'), payment: make('payment') };
}

/** The steps of a fresh checkout: all pending, the cart active, nothing validated. */
export function initialSteps(): CheckoutSteps {
  return build((name) => ({ name, active: name === 'cart', status: 'pending', valid: null }));
}

/**
 * Makes `name` the one active step. Every later step goes back to pending (spec §4: activating
 * cart resets address and payment, activating address resets payment); earlier ones keep theirs.
 */
export function activateStep(steps: CheckoutSteps, name: CheckoutStepName): CheckoutSteps {
  const at = indexOf(name);
  return build((step) => ({
    ...steps[step],
    active: step === name,
    status: indexOf(step) > at ? 'pending' : steps[step].status,
  }));
}

/** Marks `name` completed (its verdict was valid, or the shopper went on past it). */
export function completeStep(steps: CheckoutSteps, name: CheckoutStepName): CheckoutSteps {
  return { ...steps, [name]: { ...steps[name], status: 'completed' } };
}

/**
 * Arriving on a step's page: it becomes active and the steps before it completed, since the
 * checkout guard (cart not empty) or the step before let the shopper through.
 */
export function enterStep(steps: CheckoutSteps, name: CheckoutStepName): CheckoutSteps {
  const at = indexOf(name);
  let next = activateStep(steps, name);
  for (const earlier of CHECKOUT_STEPS.slice(0, at)) next = completeStep(next, earlier);
  return next;
}

/** Every step back to pending with the cart active (spec §4: the cart was emptied). */
export function resetSteps(): CheckoutSteps {
  return initialSteps();
}

/** Forgets every verdict (spec §4: validations reset whenever the cart is replaced). */
export function resetValidations(steps: CheckoutSteps): CheckoutSteps {
  return build((name) => ({ ...steps[name], valid: null }));
}

/** Records the server's verdict of each step (`cart.validate`'s `steps`). */
export function applyVerdict(
  steps: CheckoutSteps,
  verdict: Readonly<Record<CheckoutStepName, { valid: boolean }>>,
): CheckoutSteps {
  return build((name) => ({ ...steps[name], valid: verdict[name].valid }));
}

/** The active step's name. */
export function activeStep(steps: CheckoutSteps): CheckoutStepName {
  return CHECKOUT_STEPS.find((name) => steps[name].active) ?? 'cart';
}
