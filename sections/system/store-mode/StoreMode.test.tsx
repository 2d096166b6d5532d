import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../../runtime/api/api-context.tsx';
import { ApiError } from '../../../runtime/api/api-error.ts';
import { clientFromTransport, type Transport } from '../../../runtime/api/endpoint-client.ts';
import StoreMode from './StoreMode.tsx';

const nothing: Transport = async () => {
  throw new Error('no call expected');
};

function setup(post: Transport, mode: 'Coming Soon' | 'Under Maintenance' = 'Coming Soon') {
  const api = clientFromTransport(post);
  render(
    <ApiProvider value={api}>
      <StoreMode
        mode={mode}
        show_subscribe
        subscribe_text="Tell me when you open."
        button_label="Notify me"
      />
    </ApiProvider>,
  );
}

describe('StoreMode (spec §4)', () => {
  it('says what is going on for each mode', () => {
    setup(nothing, 'Under Maintenance');
    expect(screen.getByRole('heading', { level: 1, name: 'Under Maintenance' })).toBeVisible();
  });

  it('subscribes an address and confirms it in place', async () => {
    const post = vi.fn(async () => ({
      status: 'success' as const,
      message: 'You are already on our list.',
      data: { email: 'hiker@example.com', already_subscribed: true },
    }));
    setup(post);
    await userEvent.type(screen.getByLabelText('E-mail address'), 'Hiker@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are already on our list.');
    expect(post).toHaveBeenCalledWith('POST', '/api/storefront/subscribe-to-mode', {
      body: { email: 'hiker@example.com' },
      silent: true,
    });
  });

  it('shows the spec §5 messages and calls nothing for a missing or malformed address', async () => {
    const post = vi.fn(nothing);
    setup(post);
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This field is required');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('The value must be an valid email address')).toBeVisible();
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the server's field message and keeps what was typed", async () => {
    const post = vi.fn(async () => {
      throw new ApiError('The given data was invalid.', {
        status: 422,
        fieldErrors: { email: ['The value must be an valid email address'] },
      });
    });
    setup(post);
    const input = screen.getByLabelText('E-mail address');
    await userEvent.type(input, 'a@b.co');
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('valid email address');
    expect(input).toHaveValue('a@b.co');
  });

  it('shows a 422 that names no field under the form', async () => {
    const post = vi.fn(async () => {
      throw new ApiError('Subscriptions are closed for now.', { status: 422 });
    });
    setup(post);
    await userEvent.type(screen.getByLabelText('E-mail address'), 'a@b.co');
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Subscriptions are closed for now.');
  });
});
