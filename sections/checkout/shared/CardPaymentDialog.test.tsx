import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../runtime/api/api-error.ts';
import type { FixtureRoute } from '../../../runtime/testing/section-fixtures.tsx';
import * as checkout from '../../../schemas/api/endpoints/checkout.ts';
import { checkoutValues, routeApi, routeOf, SectionProviders } from '../checkout-fixtures.tsx';
import { CardPaymentDialog } from './CardPaymentDialog.tsx';

const COMPLETE_URL = '/checkout-complete?token=tok&order_id=NW100007&type=success';

const opened = {
  order_no: 'NW100007',
  next: 'complete-payment',
  payment: {
    payment_id: 'pay_1',
    gateway: 'test_card',
    amount: { amount: 598, formatted: '₹598.00' },
    test_cards: [],
  },
  complete_url: COMPLETE_URL,
};

function renderDialog(routes: Record<string, FixtureRoute>, onDeclined?: () => void) {
  const api = routeApi({ [routeOf(checkout.processPayment)]: opened, ...routes });
  const onPaid = vi.fn();
  const onClose = vi.fn();
  render(
    <MemoryRouter>
      <SectionProviders api={api} values={checkoutValues()}>
        <CardPaymentDialog
          open
          onClose={onClose}
          order={{ orderNo: 'NW100007', token: 'tok' }}
          amount="₹598.00"
          onPaid={onPaid}
          onDeclined={onDeclined}
        />
      </SectionProviders>
    </MemoryRouter>,
  );
  return { api, onPaid, onClose };
}

async function typeCard(number = '4242 4242 4242 4242') {
  const dialog = await screen.findByRole('dialog', { name: 'Pay by card' });
  await userEvent.type(await within(dialog).findByLabelText('Card number'), number);
  await userEvent.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '1230');
  await userEvent.type(within(dialog).getByLabelText('Security code'), '123');
  await userEvent.type(within(dialog).getByLabelText('Name on card'), 'Asha Rao');
  return dialog;
}

const payButton = () => screen.getByRole('button', { name: /Pay ₹598\.00$/ });

describe('CardPaymentDialog (spec §2 "payment processing popup")', () => {
  it('checks the card before sending anything, keeping what was typed', async () => {
    const { api } = renderDialog({});
    const dialog = await screen.findByRole('dialog', { name: 'Pay by card' });
    const number = await within(dialog).findByLabelText('Card number');
    await waitFor(() => expect(number).toHaveFocus());
    await userEvent.type(number, '4242424242424241');
    expect(number).toHaveValue('4242 4242 4242 4241');
    await userEvent.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '0120');
    expect(within(dialog).getByLabelText('Expiry (MM/YY)')).toHaveValue('01/20');
    await userEvent.click(payButton());
    expect(number).toHaveAccessibleDescription('The card number is not valid.');
    expect(within(dialog).getByLabelText('Expiry (MM/YY)')).toHaveAccessibleDescription(
      'This card has expired.',
    );
    expect(within(dialog).getByLabelText('Security code')).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(number).toHaveValue('4242 4242 4242 4241');
    expect(api.calls).toEqual([]);
  });

  it('opens a payment, charges the card once and reports the complete page', async () => {
    const { api, onPaid } = renderDialog({
      [routeOf(checkout.completePayment)]: {
        order: (await import('../checkout-fixtures.tsx')).fixtureOrder({ payment_status: 'paid' }),
        payment_status: 'paid',
        complete_url: COMPLETE_URL,
      },
    });
    await typeCard();
    await userEvent.dblClick(payButton());
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(COMPLETE_URL));
    // a click after the card was charged, before the page moved on, opens no second payment
    const reported = onPaid.mock.calls.length;
    await userEvent.click(payButton());
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(reported + 1));
    expect(onPaid).toHaveBeenLastCalledWith(COMPLETE_URL);
    expect(api.calls.filter((call) => call.path === checkout.processPayment.path)).toHaveLength(1);
    const charges = api.calls.filter((call) => call.path === checkout.completePayment.path);
    expect(charges).toHaveLength(1);
    expect(charges[0]?.options.body).toEqual({
      order_no: 'NW100007',
      token: 'tok',
      payment_id: 'pay_1',
      card: {
        number: '4242424242424242',
        expiry_month: 12,
        expiry_year: 2030,
        cvc: '123',
        name: 'Asha Rao',
      },
    });
  });

  it('says a declined card in place and lets the shopper try another', async () => {
    const { onPaid } = renderDialog({
      [routeOf(checkout.completePayment)]: () => {
        throw new ApiError('Your card was declined.', {
          status: 402,
          data: { order_no: 'NW100007', payment_status: 'failed', failed_url: '/checkout-failed' },
        });
      },
    });
    const dialog = await typeCard('4000 0000 0000 0002');
    await userEvent.click(payButton());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your card was declined. Please try another card.',
    );
    expect(payButton()).not.toHaveAttribute('aria-busy');
    expect(within(dialog).getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('hands a decline to its owner when asked to', async () => {
    const onDeclined = vi.fn();
    renderDialog(
      {
        [routeOf(checkout.completePayment)]: () => {
          throw new ApiError('Your card was declined.', {
            status: 402,
            data: { failed_url: '/checkout-failed?token=tok&order_id=NW100007&type=failed' },
          });
        },
      },
      onDeclined,
    );
    await typeCard('4000 0000 0000 0002');
    await userEvent.click(payButton());
    await waitFor(() =>
      expect(onDeclined).toHaveBeenCalledWith({
        kind: 'declined',
        message: 'Your card was declined.',
        failedUrl: '/checkout-failed?token=tok&order_id=NW100007&type=failed',
      }),
    );
  });

  it('cannot be closed while the card is charged, and a network error frees it', async () => {
    let fail: (error: Error) => void = () => {};
    const { onClose } = renderDialog({
      [routeOf(checkout.completePayment)]: () =>
        new Promise((_, reject) => {
          fail = reject;
        }),
    });
    const dialog = await typeCard();
    await userEvent.click(payButton());
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Processing payment…');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(payButton()).toHaveAttribute('aria-busy', 'true');

    fail(new ApiError('An unexpected error occurred', { status: 0 }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The payment could not be completed. Please try again.',
    );
    expect(payButton()).not.toHaveAttribute('aria-busy');
    expect(within(dialog).getByLabelText('Card number')).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('goes to the complete page when the order turns out paid already', async () => {
    const { onPaid, api } = renderDialog({
      [routeOf(checkout.processPayment)]: { ...opened, next: 'complete', payment: null },
    });
    await typeCard();
    await userEvent.click(payButton());
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(COMPLETE_URL));
    expect(api.calls.map((call) => call.path)).toEqual([checkout.processPayment.path]);
  });
});
