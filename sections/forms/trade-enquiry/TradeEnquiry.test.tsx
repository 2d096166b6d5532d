import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { presetArgs } from '../../story-presets.ts';
import { FormsFixture, formsValues, refusal, routeApi } from '../forms-fixtures.tsx';
import { tradeEnquiry } from './index.ts';
import TradeEnquiry from './TradeEnquiry.tsx';

const bulkOrders = presetArgs(tradeEnquiry, 'Bulk orders');
const THANKS = 'Thank you for your enquiry. Our team will contact you within two working days.';

function renderEnquiry(
  api = routeApi({ 'POST /api/plugins/TradeEnquiry/submit': { message: THANKS } }),
  values = formsValues(),
) {
  const view = render(
    <FormsFixture api={api} values={values}>
      <TradeEnquiry {...bulkOrders} />
    </FormsFixture>,
  );
  return { api, ...view };
}

describe('TradeEnquiry (spec §2 "trade enquiry", plugins.tradeEnquiry)', () => {
  it('asks for the enquiry’s fields and sends them, units as a number', async () => {
    const { api } = renderEnquiry();
    const form = await screen.findByRole('form', { name: 'Ask for a trade quote' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toBeRequired();
    expect(within(form).getByRole('textbox', { name: 'Company or club' })).not.toBeRequired();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Ravi Kumar');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Company or club' }),
      'Trek Club',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), 'ravi@trekclub.in');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Phone' }), '9876543210');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Units needed' }), '40');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'What are you looking for?' }),
      'Rain jackets with our logo',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Send enquiry' }));

    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent(THANKS));
    expect(api.calls[0]?.path).toBe('/api/plugins/TradeEnquiry/submit');
    expect(api.calls[0]?.options.body).toEqual({
      name: 'Ravi Kumar',
      email: 'ravi@trekclub.in',
      phone: '9876543210',
      company: 'Trek Club',
      message: 'Rain jackets with our logo',
      quantity: 40,
    });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('leaves a blank number of units out and checks the ones given', async () => {
    const { api } = renderEnquiry();
    const form = await screen.findByRole('form', { name: 'Ask for a trade quote' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Ravi');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), 'ravi@trekclub.in');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Phone' }), '9876543210');
    const units = within(form).getByRole('textbox', { name: 'Units needed' });
    await userEvent.type(units, '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() =>
      expect(units).toHaveAccessibleDescription('Enter a whole number from 1 to 1,000,000'),
    );
    expect(api.calls).toHaveLength(0);

    await userEvent.clear(units);
    await userEvent.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent(THANKS));
    expect(api.calls[0]?.options.body).not.toHaveProperty('quantity');
  });

  it('puts the server’s messages on their fields', async () => {
    const api = routeApi({
      'POST /api/plugins/TradeEnquiry/submit': () => {
        throw refusal({ phone: ['This field is not valid'] });
      },
    });
    renderEnquiry(api);
    const form = await screen.findByRole('form', { name: 'Ask for a trade quote' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Ravi');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), 'ravi@trekclub.in');
    const phone = within(form).getByRole('textbox', { name: 'Phone' });
    await userEvent.type(phone, '9876543210');
    await userEvent.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription('This field is not valid'));
    expect(phone).toHaveValue('9876543210');
  });

  it('renders nothing while the TradeEnquiry plugin is not installed', () => {
    const { container } = renderEnquiry(undefined, formsValues({ plugins: ['emailSubscription'] }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('');
  });
});
