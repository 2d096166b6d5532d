import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutStore } from '../../../runtime/commerce/checkout/checkout-store.ts';
import type { Cart } from '../../../schemas/api/cart.ts';
import {
  authValues,
  CheckoutProviders,
  checkoutApi,
  checkoutCart,
  customerAccount,
  typedAddress,
} from '../address-fixtures.tsx';
import CheckoutSteps from './CheckoutSteps.tsx';

function renderAt(
  path: string,
  { cart = checkoutCart(), customer = false } = {} as { cart?: Cart; customer?: boolean },
) {
  return render(
    <CheckoutProviders
      api={checkoutApi(cart)}
      values={authValues({}, customer ? customerAccount : null)}
      cart={cart}
      path={path}
    >
      <CheckoutSteps heading="Checkout" />
    </CheckoutProviders>,
  );
}

const current = () =>
  within(screen.getByRole('navigation', { name: 'Checkout steps' })).getByText(
    (_, element) => element?.getAttribute('aria-current') === 'step',
  );

afterEach(() => act(() => checkoutStore.getState().reset()));

describe('CheckoutSteps (spec §4 "Checkout steps")', () => {
  it('renders nothing off the checkout steps', () => {
    const { container } = renderAt('/cart');
    expect(container).toBeEmptyDOMElement();
  });

  it('on the address step: Address is current, the cart done and a link back to /cart', () => {
    renderAt('/checkout/address', { cart: checkoutCart({ shipping_address: typedAddress }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    const steps = within(screen.getByRole('navigation', { name: 'Checkout steps' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      'Cart (completed)',
      '2Address',
      '3Payment',
    ]);
    expect(screen.getByRole('link', { name: 'Cart (completed)' })).toHaveAttribute('href', '/cart');
    expect(
      within(steps[1] as HTMLElement)
        .getByText('Address')
        .closest('[aria-current]'),
    ).toHaveAttribute('aria-current', 'step');
    // payment cannot be skipped to
    expect(within(steps[2] as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('on the payment step: Payment is current and Address links back, completed', () => {
    renderAt('/checkout/payment');
    expect(screen.getByRole('link', { name: 'Address (completed)' })).toHaveAttribute(
      'href',
      '/checkout/address',
    );
    expect(screen.getByText('Payment').closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(checkoutStore.getState().steps.payment.active).toBe(true);
  });

  it('before the address area has said, names the step after the mode it opens in, as the server does', () => {
    // a guest with no address yet: the area opens on its form
    const { unmount } = renderAt('/checkout/address');
    expect(current()).toHaveTextContent('Add Address');
    unmount();
    // a customer's saved addresses come after the page: Address until the area says
    renderAt('/checkout/address', { customer: true });
    expect(current()).toHaveTextContent(/^2Address$/);
  });

  it('says plain Address off the address step, whatever the cart holds', () => {
    renderAt('/checkout/payment');
    expect(screen.getByRole('link', { name: 'Address (completed)' })).toBeVisible();
  });

  it('names the address step after the address area’s mode (spec §2 stepper titles)', () => {
    renderAt('/checkout/address');
    act(() => checkoutStore.getState().setAddressTitle('Select Address'));
    expect(screen.getByText('Select Address').closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'step',
    );
    act(() => checkoutStore.getState().setAddressTitle('Address'));
  });
});
