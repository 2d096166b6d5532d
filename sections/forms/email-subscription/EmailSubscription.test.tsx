import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RequestOptions } from '../../../runtime/api/endpoint-client.ts';
import { presetArgs } from '../../story-presets.ts';
import { FormsFixture, formsValues, routeApi } from '../forms-fixtures.tsx';
import EmailSubscription from './EmailSubscription.tsx';
import { emailSubscription } from './index.ts';

const newsletter = presetArgs(emailSubscription, 'Newsletter');

/** The API's subscription list: a second sign-up of an address is a success that says so. */
function subscriptionApi() {
  const subscribed = new Set<string>();
  return routeApi({
    'POST /api/plugins/emailSubscription/subscribe': ({ body }: RequestOptions) => {
      const email = (body as { email: string }).email.toLowerCase();
      const already = subscribed.has(email);
      subscribed.add(email);
      return {
        message: already ? 'You are already subscribed' : 'Thank you for subscribing',
        already_subscribed: already,
      };
    },
  });
}

function renderBox(api = subscriptionApi(), values = formsValues()) {
  const view = render(
    <FormsFixture api={api} values={values}>
      <EmailSubscription {...newsletter} />
    </FormsFixture>,
  );
  return { api, ...view };
}

describe('EmailSubscription (spec §2 "e-mail subscription", plugins.emailSubscribe)', () => {
  it('subscribes an address, and a second time says it already is', async () => {
    const { api } = renderBox();
    const form = await screen.findByRole('form', { name: newsletter.heading });
    const email = within(form).getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAttribute('placeholder', 'you@example.com');

    await userEvent.type(email, 'hiker@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(within(form).getByRole('status')).toHaveTextContent('Thank you for subscribing'),
    );
    expect(email).toHaveValue('');

    await userEvent.type(email, 'Hiker@Example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(within(form).getByRole('status')).toHaveTextContent('You are already subscribed'),
    );
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.options.body)).toEqual([
      { email: 'hiker@example.com' },
      { email: 'Hiker@Example.com' },
    ]);
  });

  it('asks for a valid address before sending', async () => {
    const { api } = renderBox();
    const form = await screen.findByRole('form', { name: newsletter.heading });
    const email = within(form).getByRole('textbox', { name: 'Email address' });
    await userEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('This field is required'));
    await userEvent.type(email, 'hiker');
    await userEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('The value must be an valid email address'),
    );
    expect(api.calls).toHaveLength(0);
  });

  it('renders nothing while the emailSubscription plugin is not installed', () => {
    const { container } = renderBox(undefined, formsValues({ plugins: ['TradeEnquiry'] }));
    expect(container).toHaveTextContent('');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
