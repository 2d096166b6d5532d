import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setActiveProviders } from '../../../runtime/analytics/analytics.ts';
import type { AnalyticsProvider } from '../../../runtime/analytics/providers/provider.ts';
import { ApiError } from '../../../runtime/api/api-error.ts';
import { cartQueryKey } from '../../../runtime/commerce/cart/cart-query.ts';
import type { FixtureRoute } from '../../../runtime/testing/section-fixtures.tsx';
import type { Cart } from '../../../schemas/api/cart.ts';
import * as cart from '../../../schemas/api/endpoints/cart.ts';
import * as checkout from '../../../schemas/api/endpoints/checkout.ts';
import {
  PAYMENT_METHOD_EMPTY_MESSAGE,
  PRICES_CHANGED_MESSAGE,
  SHIPPING_ADDRESS_EMPTY_MESSAGE,
  SHIPPING_METHOD_EMPTY_MESSAGE,
  TNC_REQUIRED_MESSAGE,
} from '../../../schemas/api/index.ts';
import {
  cartWithMethods,
  checkoutValues,
  fixtureOrder,
  paymentCart,
  routeApi,
  routeOf,
  SectionProviders,
} from '../checkout-fixtures.tsx';
import CheckoutPayment from './CheckoutPayment.tsx';

const PROPS = { heading: 'Shipping and payment', show_instruction: true };
const COMPLETE_URL = '/checkout-complete?token=tok&order_id=NW100007&type=success';
const FAILED_URL = '/checkout-failed?token=tok&order_id=NW100007&type=failed';

const VALID = {
  is_valid: true,
  messages: [],
  steps: {
    cart: { valid: true, messages: [] },
    address: { valid: true, messages: [] },
    payment: { valid: true, messages: [] },
  },
};

function placed(paymentRequired: boolean) {
  const order = paymentRequired
    ? fixtureOrder({
        status: 'pending_payment',
        status_label: 'Awaiting payment',
        payment_status: 'pending',
        payment_method: { code: 'test_card', name: 'Credit or debit card', kind: 'card' },
      })
    : fixtureOrder();
  return {
    order,
    token: 'tok',
    payment_required: paymentRequired,
    complete_url: COMPLETE_URL,
    failed_url: FAILED_URL,
  };
}

/** Renders the payment step on `/checkout/payment` with the cart and the routes given. */
function renderStep({
  current = cartWithMethods('standard', 'cod'),
  routes = {},
  settings = {},
  path = '/checkout/payment',
}: {
  current?: Cart;
  routes?: Record<string, FixtureRoute>;
  settings?: Record<string, unknown>;
  path?: string;
} = {}) {
  const api = routeApi({
    [routeOf(cart.validate)]: VALID,
    [routeOf(checkout.placeOrder)]: placed(false),
    ...routes,
  });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SectionProviders
            api={api}
            values={checkoutValues(settings)}
            queries={[[cartQueryKey, current]]}
          >
            <CheckoutPayment {...PROPS} />
          </SectionProviders>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  const calls = (path: string) => api.calls.filter((call) => call.path === path);
  return { api, router, calls, ...view };
}

const group = (name: string) => screen.getByRole('radiogroup', { name });
const placeOrder = () => screen.getByRole('button', { name: 'Place Order' });
const terms = () => screen.getByRole('checkbox', { name: /agree to the terms and conditions/ });

afterEach(() => setActiveProviders([]));

describe('CheckoutPayment (spec §2 "Checkout", §5 "Payment step")', () => {
  it('shows only on the payment step', () => {
    const { container } = renderStep({ path: '/checkout/address' });
    expect(container).toBeEmptyDOMElement();
  });

  it('lists the shipping methods with delivery time and price, and the payment methods', () => {
    renderStep({ current: paymentCart() });
    const shipping = group('Shipping Method');
    const express = within(shipping).getByRole('radio', { name: 'Express delivery' });
    expect(express).toHaveAccessibleDescription(/₹249\.00.*1–2 working days/);
    expect(express).not.toBeChecked();
    expect(
      within(group('Payment Method'))
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['Cash on delivery', 'Credit or debit card']);
    expect(screen.getByText('Orders placed before 2 pm ship the same working day.')).toBeVisible();
    expect(screen.getByRole('link', { name: /terms and conditions/ })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
  });

  it('chooses a shipping method through the cart, shows the answered cart, and reports it', async () => {
    const provider = {
      id: 'GoogleGtag',
      load: vi.fn(),
      unload: vi.fn(),
      pageView: vi.fn(),
      track: vi.fn(),
    } satisfies AnalyticsProvider;
    setActiveProviders([provider]);
    const answered = cartWithMethods('express', null);
    const { calls } = renderStep({
      current: paymentCart(),
      routes: { [routeOf(cart.updateShippingMode)]: answered },
    });
    await userEvent.click(
      within(group('Shipping Method')).getByRole('radio', { name: 'Express delivery' }),
    );
    await waitFor(() =>
      expect(
        within(group('Shipping Method')).getByRole('radio', { name: 'Express delivery' }),
      ).toBeChecked(),
    );
    expect(calls(cart.updateShippingMode.path)[0]?.options).toMatchObject({
      body: { shipping_method: 'express' },
      silent: true,
    });
    expect(screen.getByText(answered.grand_total.formatted ?? '')).toBeVisible();
    await waitFor(() =>
      expect(provider.track).toHaveBeenCalledWith(
        'add_shipping_info',
        expect.objectContaining({
          shipping_tier: 'Express delivery',
          value: answered.grand_total.amount,
        }),
      ),
    );
  });

  it('asks for the terms before sending anything', async () => {
    const { api } = renderStep();
    await userEvent.click(placeOrder());
    expect(screen.getByText(TNC_REQUIRED_MESSAGE)).toBeVisible();
    expect(terms()).toHaveFocus();
    expect(terms()).toHaveAccessibleDescription(TNC_REQUIRED_MESSAGE);
    expect(api.calls).toEqual([]);
    await userEvent.click(terms());
    expect(screen.queryByText(TNC_REQUIRED_MESSAGE)).toBeNull();
  });

  it('places one order on a double click and goes to the complete page (cash on delivery)', async () => {
    const { calls, router } = renderStep();
    await userEvent.click(terms());
    await userEvent.dblClick(placeOrder());
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout-complete'));
    expect(router.state.location.search).toBe('?token=tok&order_id=NW100007&type=success');
    expect(calls(cart.validate.path)).toHaveLength(1);
    expect(calls(checkout.placeOrder.path)).toHaveLength(1);
    expect(calls(checkout.placeOrder.path)[0]?.options.body).toEqual({ tnc_accepted: true });
  });

  it('says each step problem where the shopper must act', async () => {
    const verdict = {
      is_valid: false,
      messages: [
        SHIPPING_ADDRESS_EMPTY_MESSAGE,
        SHIPPING_METHOD_EMPTY_MESSAGE,
        PAYMENT_METHOD_EMPTY_MESSAGE,
      ],
      steps: {
        cart: { valid: true, messages: [] },
        address: { valid: false, messages: [SHIPPING_ADDRESS_EMPTY_MESSAGE] },
        payment: {
          valid: false,
          messages: [SHIPPING_METHOD_EMPTY_MESSAGE, PAYMENT_METHOD_EMPTY_MESSAGE],
        },
      },
    };
    const { calls } = renderStep({
      current: paymentCart(),
      routes: {
        [routeOf(cart.validate)]: () => {
          throw new ApiError(SHIPPING_ADDRESS_EMPTY_MESSAGE, { status: 422, data: verdict });
        },
      },
    });
    await userEvent.click(terms());
    await userEvent.click(placeOrder());
    expect(
      await within(group('Shipping Method')).findByText(SHIPPING_METHOD_EMPTY_MESSAGE),
    ).toBeVisible();
    expect(within(group('Payment Method')).getByText(PAYMENT_METHOD_EMPTY_MESSAGE)).toBeVisible();
    expect(group('Shipping Method')).toHaveAccessibleDescription(SHIPPING_METHOD_EMPTY_MESSAGE);
    expect(screen.getByRole('link', { name: 'Go to the address step' })).toHaveAttribute(
      'href',
      '/checkout/address',
    );
    expect(screen.getByText(SHIPPING_ADDRESS_EMPTY_MESSAGE)).toBeVisible();
    expect(calls(checkout.placeOrder.path)).toEqual([]);
    expect(placeOrder()).not.toHaveAttribute('aria-busy');
  });

  it('sends the shopper to the cart when a price changed', async () => {
    const { router } = renderStep({
      routes: {
        [routeOf(checkout.placeOrder)]: () => {
          throw new ApiError(PRICES_CHANGED_MESSAGE, {
            status: 422,
            fieldErrors: { items: ['Cap'] },
          });
        },
      },
    });
    await userEvent.click(terms());
    await userEvent.click(placeOrder());
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('frees the button when the call fails', async () => {
    renderStep({
      routes: {
        [routeOf(checkout.placeOrder)]: () => {
          throw new ApiError('Server error', { status: 500 });
        },
      },
    });
    await userEvent.click(terms());
    await userEvent.click(placeOrder());
    await waitFor(() => expect(placeOrder()).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the card popup for a card order; a declined card goes to the failed page', async () => {
    const { router } = renderStep({
      current: cartWithMethods('standard', 'test_card'),
      routes: {
        [routeOf(checkout.placeOrder)]: placed(true),
        [routeOf(checkout.processPayment)]: {
          order_no: 'NW100007',
          next: 'complete-payment',
          payment: {
            payment_id: 'pay_1',
            gateway: 'test_card',
            amount: { amount: 1497, formatted: '₹1,497.00' },
            test_cards: [],
          },
          complete_url: COMPLETE_URL,
        },
        [routeOf(checkout.completePayment)]: () => {
          throw new ApiError('Your card was declined.', {
            status: 402,
            data: { order_no: 'NW100007', payment_status: 'failed', failed_url: FAILED_URL },
          });
        },
      },
    });
    await userEvent.click(terms());
    await userEvent.click(placeOrder());
    const dialog = await screen.findByRole('dialog', { name: 'Pay by card' });
    expect(await within(dialog).findByText(/4242 4242 4242 4242/)).toBeVisible();
    await userEvent.type(await within(dialog).findByLabelText('Card number'), '4000000000000002');
    await userEvent.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '1230');
    await userEvent.type(within(dialog).getByLabelText('Security code'), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay ₹/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout-failed'));
    expect(router.state.location.search).toBe('?token=tok&order_id=NW100007&type=failed');
  });
});

// keeps act() warnings of the router's async navigation out of the output
afterEach(() => act(() => undefined));
