import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../runtime/api/api-error.ts';
import { authDialogStore, closeAuthDialog } from '../../../runtime/commerce/auth/auth-dialog.ts';
import { authApi, authValues, SectionProviders } from '../auth-fixtures.tsx';
import ResetPassword from './ResetPassword.tsx';

const LINK = '/account/reset-password/demo%40northwind.test/tok_abc123';

function renderPage(entry = LINK, api = authApi({ 'POST /api/auth/reset-complete': () => null })) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SectionProviders api={api} values={authValues()}>
            <ResetPassword
              heading="Reset Password"
              message="Choose a new password for your account."
            />
          </SectionProviders>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return api;
}

afterEach(() => act(() => closeAuthDialog()));

describe('ResetPassword (spec §2 "Reset Password", §5 "Reset link")', () => {
  it('renders nothing on the account’s other pages', () => {
    const { container } = render(
      <RouterProvider
        router={createMemoryRouter(
          [{ path: '*', element: <ResetPassword heading="Reset Password" message="" /> }],
          { initialEntries: ['/account/orders'] },
        )}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("asks for the new password twice, for the link's e-mail", async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    expect(await screen.findByText('demo@northwind.test')).toBeVisible();
    expect(screen.getByLabelText('New password')).toBeVisible();
    expect(screen.getByLabelText('Confirm new password')).toBeVisible();
  });

  it('checks the passwords before sending them', async () => {
    const api = renderPage();
    await userEvent.type(await screen.findByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      /The password must be at least 6 characters\./,
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The password confirmation does not match.',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('completes the reset with the link’s e-mail and token, then opens Login', async () => {
    const api = renderPage();
    await userEvent.type(await screen.findByLabelText('New password'), 'Summit#2025');
    expect(await screen.findByText('Strength: Strong')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Summit#2025');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(/Your password has been reset\./)).toHaveAttribute(
      'role',
      'status',
    );
    expect(api.calls[0]).toMatchObject({
      path: '/api/auth/reset-complete',
      options: {
        body: {
          email: 'demo@northwind.test',
          token: 'tok_abc123',
          password: 'Summit#2025',
          password_confirmation: 'Summit#2025',
        },
      },
    });
    expect(authDialogStore.getState().request).toEqual({ dialog: 'login', mode: 'legacy' });
  });

  it('says so when the link stopped working, and offers a new one', async () => {
    renderPage(
      LINK,
      authApi({
        'POST /api/auth/reset-complete': () => {
          throw new ApiError('The given data was invalid.', {
            status: 422,
            fieldErrors: { token: ['This password reset link is invalid or has expired.'] },
          });
        },
      }),
    );
    await userEvent.type(await screen.findByLabelText('New password'), 'Summit#2025');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Summit#2025');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Request a new link' }));
    await waitFor(() =>
      expect(authDialogStore.getState().request).toEqual({ dialog: 'login', mode: 'forgot' }),
    );
  });
});
