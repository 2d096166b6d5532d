import { describe, expect, it } from 'vitest';
import {
  activateStep,
  activeStep,
  applyVerdict,
  completeStep,
  enterStep,
  initialSteps,
  resetSteps,
  resetValidations,
} from './checkout-steps.ts';

const statuses = (steps: ReturnType<typeof initialSteps>) => ({
  cart: steps.cart.status,
  address: steps.address.status,
  payment: steps.payment.status,
});

const allDone = () =>
  completeStep(completeStep(completeStep(initialSteps(), 'cart'), 'address'), 'payment');

describe('checkout steps (spec §4 "Checkout steps")', () => {
  it('start pending, with the cart the one active step', () => {
    const steps = initialSteps();
    expect(statuses(steps)).toEqual({ cart: 'pending', address: 'pending', payment: 'pending' });
    expect(activeStep(steps)).toBe('cart');
    expect(Object.values(steps).filter((step) => step.active)).toHaveLength(1);
  });

  it('keep exactly one step active', () => {
    const steps = activateStep(initialSteps(), 'payment');
    expect(
      Object.values(steps)
        .filter((step) => step.active)
        .map((step) => step.name),
    ).toEqual(['payment']);
  });

  it('activating the cart resets address and payment to pending', () => {
    const steps = activateStep(allDone(), 'cart');
    expect(statuses(steps)).toEqual({ cart: 'completed', address: 'pending', payment: 'pending' });
    expect(activeStep(steps)).toBe('cart');
  });

  it('activating the address resets only the payment to pending', () => {
    const steps = activateStep(allDone(), 'address');
    expect(statuses(steps)).toEqual({
      cart: 'completed',
      address: 'completed',
      payment: 'pending',
    });
  });

  it('entering the payment page completes the steps before it', () => {
    const steps = enterStep(initialSteps(), 'payment');
    expect(statuses(steps)).toEqual({
      cart: 'completed',
      address: 'completed',
      payment: 'pending',
    });
    expect(activeStep(steps)).toBe('payment');
  });

  it('going back to the address page resets the payment', () => {
    const paid = completeStep(enterStep(initialSteps(), 'payment'), 'payment');
    const back = enterStep(paid, 'address');
    expect(statuses(back)).toEqual({ cart: 'completed', address: 'completed', payment: 'pending' });
    expect(activeStep(back)).toBe('address');
  });

  it('an emptied cart resets every step', () => {
    expect(resetSteps()).toEqual(initialSteps());
  });

  it('records the server’s verdict and forgets it when the cart is replaced', () => {
    const judged = applyVerdict(enterStep(initialSteps(), 'address'), {
      cart: { valid: true },
      address: { valid: false },
      payment: { valid: false },
    });
    expect([judged.cart.valid, judged.address.valid, judged.payment.valid]).toEqual([
      true,
      false,
      false,
    ]);
    const replaced = resetValidations(judged);
    expect([replaced.cart.valid, replaced.address.valid, replaced.payment.valid]).toEqual([
      null,
      null,
      null,
    ]);
    // the steps themselves stay where they were
    expect(statuses(replaced)).toEqual(statuses(judged));
    expect(activeStep(replaced)).toBe('address');
  });
});

describe('the checkout store', () => {
  it('goes back to a fresh checkout when the customer logs out (spec §4 "Logout")', async () => {
    const { checkoutStore } = await import('./checkout-store.ts');
    const { LOGOUT_EVENT } = await import('../auth/logout.ts');
    checkoutStore.getState().enter('payment');
    checkoutStore.getState().setAddressTitle('Select Address');
    window.dispatchEvent(new Event(LOGOUT_EVENT));
    expect(checkoutStore.getState().steps).toEqual(initialSteps());
    expect(checkoutStore.getState().messages).toEqual([]);
  });
});
