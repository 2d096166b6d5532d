import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { accountQueryKey } from '../../../runtime/commerce/account/account-query.ts';
import { authStore } from '../../../runtime/commerce/auth/auth-store.ts';
import * as account from '../../../schemas/api/endpoints/account.ts';
import {
  AccountFixture,
  accountApi,
  demoCustomer,
  routeOf,
  serverError,
} from '../shared/account-fixtures.tsx';
import AccountProfile from './AccountProfile.tsx';

const unverified = { ...demoCustomer, phone_verified_at: null };

function renderProfile(api = accountApi(), path = '/account/profile') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AccountFixture
      path={path}
      api={api}
      client={client}
      element={<AccountProfile heading="Personal details" />}
    />,
  );
  return { api, client };
}

const form = () => screen.findByRole('form', { name: 'Edit your profile' });

/** Types a new phone and leaves the field, so the form has it at once. */
async function typePhone(phone: string) {
  const input = screen.getByLabelText('Mobile number');
  await userEvent.clear(input);
  await userEvent.type(input, phone);
  await userEvent.tab();
}

afterEach(() => act(() => authStore.getState().clearUser()));

describe('AccountProfile (spec §2 /account/profile, §4 "Phone field")', () => {
  it('opens filled in with the customer’s details', async () => {
    renderProfile();
    const profile = await form();
    expect(within(profile).getByLabelText('First name')).toHaveValue('Asha');
    expect(within(profile).getByLabelText('Last name')).toHaveValue('Verma');
    expect(within(profile).getByLabelText('Email')).toHaveValue(demoCustomer.email);
    expect(within(profile).getByLabelText('Mobile number')).toHaveValue('9876543210');
  });

  it('saves, and the remembered customer and the account follow', async () => {
    const { api, client } = renderProfile();
    const profile = await form();
    await userEvent.clear(within(profile).getByLabelText('Last name'));
    await userEvent.type(within(profile).getByLabelText('Last name'), 'Iyer');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(authStore.getState().user?.last_name).toBe('Iyer'));
    expect(client.getQueryData(accountQueryKey)).toMatchObject({ last_name: 'Iyer' });
    expect(
      api.calls.find((call) => call.path === '/api/account/update-profile')?.options.body,
    ).toEqual({
      first_name: 'Asha',
      last_name: 'Iyer',
      email: demoCustomer.email,
      phone: '9876543210',
    });
    // the phone did not change: still verified
    expect(within(profile).getByText('Verified')).toBeVisible();
  });

  it('puts the server’s refusal on its field and keeps what was typed', async () => {
    const { api } = renderProfile();
    const profile = await form();
    const email = within(profile).getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.com');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('The email has already been taken.'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('taken@example.com');
    expect(email).toHaveFocus();
    expect(authStore.getState().user).toBeNull();
    expect(api.calls.filter((call) => call.path === '/api/account/update-profile')).toHaveLength(1);
  });

  it('checks the fields before sending them', async () => {
    const { api } = renderProfile();
    const profile = await form();
    await userEvent.clear(within(profile).getByLabelText('First name'));
    await typePhone('98765');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save changes' }));
    expect(within(profile).getByLabelText('First name')).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(within(profile).getByLabelText('Mobile number')).toHaveAccessibleDescription(
      /The phone must be exactly 10 digits\./,
    );
    expect(api.calls.filter((call) => call.path === '/api/account/update-profile')).toHaveLength(0);
  });

  it('shows Verified for the verified number, and Verify once the number is edited away', async () => {
    renderProfile();
    const profile = await form();
    expect(within(profile).getByText('Verified')).toBeVisible();
    expect(within(profile).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    await typePhone('9123456780');
    expect(within(profile).queryByText('Verified')).not.toBeInTheDocument();
    expect(within(profile).getByRole('button', { name: 'Verify' })).toBeVisible();
    expect(within(profile).getByText('A new number is verified after it is saved.')).toBeVisible();
    // back to the verified number
    await typePhone('9876543210');
    expect(within(profile).getByText('Verified')).toBeVisible();
  });

  it('verifies an unverified number in the Verify Account popup', async () => {
    const { api } = renderProfile(accountApi({ customer: unverified }));
    const profile = await form();
    expect(within(profile).getByText('This number is not verified yet.')).toBeVisible();
    await userEvent.click(within(profile).getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Account' });
    expect(await within(dialog).findByText(/We sent a 4-digit code to/)).toHaveTextContent(
      '+91 9876543210',
    );
    await userEvent.click(within(dialog).getByLabelText('Digit 1 of 4'));
    await userEvent.keyboard('1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(profile).getByText('Verified')).toBeVisible();
    expect(authStore.getState().user?.phone_verified_at).not.toBeNull();
    // nothing was saved: the number was already the one on file
    expect(api.calls.some((call) => call.path === '/api/account/update-profile')).toBe(false);
  });

  it('saves a new number before verifying it', async () => {
    const { api } = renderProfile();
    const profile = await form();
    await typePhone('9123456780');
    await userEvent.click(within(profile).getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Account' });
    expect(await within(dialog).findByText(/We sent a 4-digit code to/)).toHaveTextContent(
      '+91 9123456780',
    );
    expect(api.calls.map((call) => call.path)).toEqual(
      expect.arrayContaining(['/api/account/update-profile', '/api/account/otp/generate']),
    );
    expect(authStore.getState().user).toMatchObject({
      phone: '9123456780',
      phone_verified_at: null,
    });
  });

  it('says when the profile could not be loaded, and tries again', async () => {
    let fail = true;
    renderProfile(
      accountApi(
        {},
        {
          [routeOf(account.get)]: () => {
            if (fail) throw serverError();
            return demoCustomer;
          },
        },
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Your profile could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await form()).toBeVisible();
  });

  it('shows nothing on the account’s other pages', () => {
    renderProfile(accountApi(), '/account/security');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
