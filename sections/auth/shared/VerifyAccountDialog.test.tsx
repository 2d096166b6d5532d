import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../runtime/commerce/auth/auth-store.ts';
import { authApi, authValues, demoCustomer, SectionProviders } from '../auth-fixtures.tsx';
import { VerifyAccountDialog } from './VerifyAccountDialog.tsx';

function Profile({ onVerified }: { onVerified: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Verify
      </button>
      <VerifyAccountDialog
        open={open}
        onOpenChange={setOpen}
        phone="9876543210"
        countryCode="+91"
        onVerified={onVerified}
      />
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
  authStore.getState().clearUser();
});

describe('VerifyAccountDialog (spec §2 "Verify Account popup")', () => {
  it('sends a code on opening and verifies the 4 digits, then closes', async () => {
    const api = authApi();
    const onVerified = vi.fn();
    render(
      <MemoryRouter>
        <SectionProviders api={api} values={authValues()}>
          <Profile onVerified={onVerified} />
        </SectionProviders>
      </MemoryRouter>,
    );
    const verify = screen.getByRole('button', { name: 'Verify' });
    await userEvent.click(verify);
    const dialog = await screen.findByRole('dialog', { name: 'Verify Account' });
    expect(await within(dialog).findByText(/We sent a 4-digit code to/)).toHaveTextContent(
      '+91 9876543210',
    );
    await userEvent.click(within(dialog).getByLabelText('Digit 1 of 4'));
    await userEvent.keyboard('1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onVerified).toHaveBeenCalledWith(demoCustomer);
    expect(authStore.getState().user).toEqual(demoCustomer);
    expect(api.calls.map((call) => [call.path, call.options.body])).toEqual([
      ['/api/account/otp/generate', { type: 'phone' }],
      ['/api/account/otp/verify', { otp: '1234' }],
    ]);
    expect(verify).toHaveFocus();
  });

  it('resends once only (counter below 1)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = authApi();
    render(
      <MemoryRouter>
        <SectionProviders api={api} values={authValues()}>
          <Profile onVerified={() => {}} />
        </SectionProviders>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Account' });
    await within(dialog).findByText('Resend OTP in 0:30');
    vi.advanceTimersByTime(30_000);
    await user.click(await within(dialog).findByRole('button', { name: 'Resend OTP' }));
    await within(dialog).findByText('Resend OTP in 0:30');
    vi.advanceTimersByTime(30_000);
    await user.click(await within(dialog).findByRole('button', { name: 'Resend OTP' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Maximum attempt reached. Please try again later',
    );
    expect(api.calls.filter((call) => call.path === '/api/account/otp/generate')).toHaveLength(2);
  });
});
