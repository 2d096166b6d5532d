import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setActiveProviders } from '../../../runtime/analytics/analytics.ts';
import type { AnalyticsProvider } from '../../../runtime/analytics/providers/provider.ts';
import { ApiError } from '../../../runtime/api/api-error.ts';
import type { FixtureRoute } from '../../../runtime/testing/section-fixtures.tsx';
import type { CheckoutComplete } from '../../../schemas/api/checkout.ts';
import * as checkout from '../../../schemas/api/endpoints/checkout.ts';
import * as plugins from '../../../schemas/api/endpoints/plugins.ts';
import {
  checkoutValues,
  fixtureDeclinedOrder,
  fixtureOrder,
  fixtureOrderResult,
  routeApi,
  routeOf,
  SectionProviders,
} from '../checkout-fixtures.tsx';
import OrderResult from './OrderResult.tsx';

const TEXTS = {
  heading: 'Thank you for your order!',
  message: 'We have received your order and will let you know when it ships.',
  failed_heading: 'Your payment did not go through',
  failed_message: 'Your order is saved and nothing was charged. Try another card to complete it.',
  show_rating: true,
};

const COMPLETE = '/checkout-complete?token=tok&order_id=NW100007&type=success';
const FAILED = '/checkout-failed?token=tok&order_id=NW100007&type=failed';

function renderPage(
  path: string,
  answer: CheckoutComplete | FixtureRoute,
  routes: Record<string, FixtureRoute> = {},
  account: Record<string, unknown> | null = null,
) {
  const api = routeApi({ [routeOf(checkout.complete)]: answer, ...routes });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SectionProviders api={api} values={checkoutValues({}, account)}>
            <OrderResult {...TEXTS} />
          </SectionProviders>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { api, router };
}

const gtag = () =>
  ({
    id: 'GoogleGtag',
    load: vi.fn(),
    unload: vi.fn(),
    pageView: vi.fn(),
    track: vi.fn(),
  }) satisfies AnalyticsProvider;

afterEach(() => setActiveProviders([]));

describe('OrderResult (spec §2 /checkout-complete and /checkout-failed)', () => {
  it('thanks the guest for a confirmed order and shows its number, lines, totals, address and payment', async () => {
    const { api } = renderPage(COMPLETE, fixtureOrderResult());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' }),
    ).toBeVisible();
    expect(api.calls[0]?.options.query).toEqual({
      token: 'tok',
      order_id: 'NW100007',
      type: 'success',
    });
    expect(screen.getByText('NW100007', { selector: 'strong' })).toBeVisible();
    const lines = within(screen.getByRole('list', { name: 'Items ordered' })).getAllByRole(
      'listitem',
    );
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringContaining('Monsoon Pro Rain Jacket'),
      expect.stringContaining('Trail Wool Socks'),
    ]);
    expect(lines[1]).toHaveTextContent('Qty 2 × ₹499.00');
    const total = screen.getByText('Total', { selector: 'dt' });
    expect(total.nextElementSibling).toHaveTextContent('₹6,497.00');
    expect(screen.getByText('Shipping (Standard delivery)').nextElementSibling).toHaveTextContent(
      'Free',
    );
    expect(screen.getByText(/12 MG Road/).closest('address')).toHaveTextContent(
      /Asha Rao.*12 MG Road.*Bengaluru 560001.*Karnataka, India/,
    );
    expect(screen.getByText('Pay on delivery')).toBeVisible();
    // a guest learns how to track the order
    expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute(
      'href',
      '/track-order/NW100007',
    );
    expect(screen.getByRole('heading', { name: 'How was your checkout?' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try another card' })).toBeNull();
  });

  it('points a logged-in customer at their orders instead', async () => {
    renderPage(
      COMPLETE,
      fixtureOrderResult(),
      {},
      { id: 1, first_name: 'Demo', email: 'd@x.test' },
    );
    expect(await screen.findByRole('link', { name: 'View your orders' })).toHaveAttribute(
      'href',
      '/account/orders',
    );
    expect(screen.queryByRole('link', { name: 'Track your order' })).toBeNull();
  });

  it('says a failed payment and lets another card complete the order', async () => {
    const { router, api } = renderPage(
      FAILED,
      fixtureOrderResult(fixtureDeclinedOrder(), 'failed'),
      {
        [routeOf(checkout.processPayment)]: {
          order_no: 'NW100007',
          next: 'complete-payment',
          payment: {
            payment_id: 'pay_2',
            gateway: 'test_card',
            amount: { amount: 6497, formatted: '₹6,497.00' },
            test_cards: [],
          },
          complete_url: COMPLETE,
        },
        [routeOf(checkout.completePayment)]: {
          order: fixtureOrder({ payment_status: 'paid' }),
          payment_status: 'paid',
          complete_url: COMPLETE,
        },
      },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your payment did not go through' }),
    ).toBeVisible();
    expect(screen.getByText('Payment failed')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'How was your checkout?' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try another card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay by card' });
    await userEvent.type(await within(dialog).findByLabelText('Card number'), '4242424242424242');
    await userEvent.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '1230');
    await userEvent.type(within(dialog).getByLabelText('Security code'), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay ₹6,497\.00/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout-complete'));
    expect(
      api.calls.filter((call) => call.path === checkout.processPayment.path)[0]?.options.body,
    ).toEqual({ order_no: 'NW100007', token: 'tok' });
  });

  it('says so when the order cannot be found, with a way home', async () => {
    renderPage(COMPLETE, () => {
      throw new ApiError('Order not found', { status: 404 });
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this order' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('offers to try again when the order cannot be loaded', async () => {
    let fail = true;
    renderPage(COMPLETE, () => {
      if (fail) throw new ApiError('Server error', { status: 503 });
      return fixtureOrderResult();
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not load your order' }),
    ).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' }),
    ).toBeVisible();
  });

  it('sends purchase once: marks the order first, and never for an order already tracked', async () => {
    const provider = gtag();
    setActiveProviders([provider]);
    const marked = vi.fn(() => ({
      order_no: 'NW100007',
      plugin: 'GoogleGtag',
      tracked: true,
      already_tracked: false,
    }));
    renderPage(COMPLETE, fixtureOrderResult(), {
      [routeOf(plugins.trackPurchaseGoogleGtag)]: marked,
    });
    await waitFor(() =>
      expect(provider.track).toHaveBeenCalledWith(
        'purchase',
        expect.objectContaining({ transaction_id: 'NW100007', value: 6497 }),
      ),
    );
    expect(marked).toHaveBeenCalledTimes(1);
    expect(marked.mock.calls[0]).toEqual([
      expect.objectContaining({ body: { order_no: 'NW100007', token: 'tok' } }),
    ]);
  });

  it('sends nothing for an order marked tracked (a reload of the complete page)', async () => {
    const provider = gtag();
    setActiveProviders([provider]);
    const marked = vi.fn();
    const tracked = fixtureOrder({ order_no: 'NW100008', google_gtag_event_tracked: true });
    renderPage('/checkout-complete?token=tok&order_id=NW100008', fixtureOrderResult(tracked), {
      [routeOf(plugins.trackPurchaseGoogleGtag)]: marked,
    });
    expect(await screen.findByText('NW100008', { selector: 'strong' })).toBeVisible();
    expect(marked).not.toHaveBeenCalled();
    expect(provider.track).not.toHaveBeenCalled();
  });

  it('sends purchase when analytics start after the page (consent given on it)', async () => {
    const marked = vi.fn(() => ({
      order_no: 'NW100009',
      plugin: 'GoogleGtag',
      tracked: true,
      already_tracked: false,
    }));
    renderPage(
      '/checkout-complete?token=tok&order_id=NW100009',
      fixtureOrderResult(fixtureOrder({ order_no: 'NW100009' })),
      { [routeOf(plugins.trackPurchaseGoogleGtag)]: marked },
    );
    expect(await screen.findByText('NW100009', { selector: 'strong' })).toBeVisible();
    expect(marked).not.toHaveBeenCalled();
    const provider = gtag();
    setActiveProviders([provider]);
    await waitFor(() => expect(provider.track).toHaveBeenCalledTimes(1));
    expect(marked).toHaveBeenCalledTimes(1);
  });
});
