import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as account from '../../../schemas/api/endpoints/account.ts';
import {
  AccountFixture,
  accessLogsRoute,
  accountApi,
  fixtureAccessLogs,
  routeOf,
  serverError,
} from '../shared/account-fixtures.tsx';
import AccountSecurity from './AccountSecurity.tsx';
import { PASSWORD_CHANGED_NOTE } from './ChangePasswordForm.tsx';

function renderSecurity(api = accountApi(), path = '/account/security') {
  render(<AccountFixture path={path} api={api} element={<AccountSecurity logs_per_page={10} />} />);
  return api;
}

async function fillPasswords(current: string, next: string, confirmation = next) {
  const form = screen.getByRole('form', { name: 'Change password' });
  await userEvent.type(within(form).getByLabelText('Current password'), current);
  await userEvent.type(within(form).getByLabelText('New password'), next);
  await userEvent.type(within(form).getByLabelText('Confirm new password'), confirmation);
  await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
  return form;
}

describe('AccountSecurity (spec §2 /account/security)', () => {
  it('changes the password and says that other devices were logged out', async () => {
    const api = renderSecurity();
    const form = await fillPasswords('Demo@1234', 'Ridge#2026');
    expect(await within(form).findByText(PASSWORD_CHANGED_NOTE)).toHaveAttribute('role', 'status');
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
    expect(
      api.calls.find((call) => call.path === '/api/account/update-password')?.options.body,
    ).toEqual({
      old_password: 'Demo@1234',
      password: 'Ridge#2026',
      password_confirmation: 'Ridge#2026',
    });
  });

  it('shows the strength of the new password', async () => {
    renderSecurity();
    await userEvent.type(screen.getByLabelText('New password'), 'Ridge#2026');
    expect(await screen.findByText('Strength: Strong')).toBeVisible();
  });

  it('puts a wrong current password on its field, keeping the new one', async () => {
    renderSecurity();
    const form = await fillPasswords('not-it', 'Ridge#2026');
    const current = within(form).getByLabelText('Current password');
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription('The current password is incorrect.'),
    );
    expect(current).toHaveFocus();
    expect(within(form).getByLabelText('New password')).toHaveValue('Ridge#2026');
    expect(within(form).queryByText(PASSWORD_CHANGED_NOTE)).not.toBeInTheDocument();
  });

  it('checks the passwords before sending them', async () => {
    const api = renderSecurity();
    const form = await fillPasswords('x', 'short', 'other');
    expect(within(form).getByLabelText('New password')).toHaveAccessibleDescription(
      /The password must be at least 6 characters\./,
    );
    expect(within(form).getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The password confirmation does not match.',
    );
    expect(api.calls.some((call) => call.path === '/api/account/update-password')).toBe(false);
  });

  it('lists the sign-ins with time, IP and device, ten a page', async () => {
    renderSecurity(accountApi({ logs: fixtureAccessLogs(12) }));
    const logs = screen.getByRole('region', { name: 'Access logs' });
    await waitFor(() => expect(within(logs).getAllByRole('listitem')).toHaveLength(10));
    const [newest, second] = within(logs).getAllByRole('listitem');
    expect(newest).toHaveTextContent('Chrome on Windows');
    expect(newest).toHaveTextContent('IP 203.0.113.12');
    expect(newest?.querySelector('time')).toHaveAttribute('datetime', '2025-03-20T12:00:00.000Z');
    expect(second).toHaveTextContent('Safari on iPhone');
    const pages = within(logs).getByRole('navigation', { name: 'Sign-in pages' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(logs).getAllByRole('listitem')).toHaveLength(2));
    expect(pages).toHaveTextContent('Page 2 of 2');
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says when there are no sign-ins, and when they could not be loaded', async () => {
    let fail = true;
    renderSecurity(
      accountApi(
        {},
        {
          [routeOf(account.accessLogs)]: (
            request: Parameters<ReturnType<typeof accessLogsRoute>>[0],
          ) => {
            if (fail) throw serverError();
            return accessLogsRoute([])(request);
          },
        },
      ),
    );
    const logs = screen.getByRole('region', { name: 'Access logs' });
    expect(await within(logs).findByRole('alert')).toHaveTextContent(
      'Your sign-ins could not be loaded.',
    );
    fail = false;
    await userEvent.click(within(logs).getByRole('button', { name: 'Try again' }));
    expect(await within(logs).findByText('No sign-ins recorded yet.')).toBeVisible();
  });

  it('shows nothing on the account’s other pages', () => {
    renderSecurity(accountApi(), '/account');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
