import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../../runtime/api/api-context.tsx';
import { ApiError } from '../../../runtime/api/api-error.ts';
import { clientFromTransport, type Transport } from '../../../runtime/api/endpoint-client.ts';
import PasswordGate from './PasswordGate.tsx';

const unlocked = async () => ({
  status: 'success' as const,
  message: '',
  data: { unlocked: true },
});

function setup(post: Transport, entry = '/password-protected?redirect=%2Fcart') {
  const api = clientFromTransport(post);
  const router = createMemoryRouter(
    [
      {
        path: '/password-protected',
        element: (
          <ApiProvider value={api}>
            <PasswordGate heading="Locked" message="Enter it." button_label="Enter store" />
          </ApiProvider>
        ),
      },
      { path: '/cart', element: <h1>Cart page</h1> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('PasswordGate (spec §4)', () => {
  it('sends the password and goes on to the page the shopper came from', async () => {
    const post = vi.fn(unlocked);
    const router = setup(post);
    await userEvent.type(screen.getByLabelText('Password'), 'open sesame');
    await userEvent.click(screen.getByRole('button', { name: 'Enter store' }));
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeVisible();
    expect(post).toHaveBeenCalledWith('POST', '/api/storefront/verify-password', {
      body: { password: 'open sesame' },
      silent: true,
    });
    expect(router.state.location.pathname).toBe('/cart');
  });

  it("shows 'Incorrect password' in place and keeps what was typed", async () => {
    const post = vi.fn(async () => {
      throw new ApiError('Incorrect password', {
        status: 422,
        fieldErrors: { password: ['Incorrect password'] },
      });
    });
    setup(post);
    const input = screen.getByLabelText('Password');
    await userEvent.type(input, 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Enter store' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password');
    expect(input).toHaveValue('wrong');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Incorrect password');
  });

  it('shows a 422 that names no field under the form, keeping what was typed', async () => {
    const post = vi.fn(async () => {
      throw new ApiError('Too many attempts. Try again in a minute.', { status: 422 });
    });
    setup(post);
    const input = screen.getByLabelText('Password');
    await userEvent.type(input, 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Enter store' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
    expect(input).toHaveValue('wrong');
  });

  it('asks for the password before calling the API', async () => {
    const post = vi.fn(unlocked);
    setup(post);
    await userEvent.click(screen.getByRole('button', { name: 'Enter store' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This field is required');
    expect(post).not.toHaveBeenCalled();
  });

  it('never follows a redirect target on another site', async () => {
    const router = setup(unlocked, '/password-protected?redirect=https%3A%2F%2Fevil.example');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Enter store' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });
});
