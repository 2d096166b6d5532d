import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../runtime/api/api-error.ts';
import { reportSessionExpired } from '../../../runtime/api/session-expiry.ts';
import {
  closeAuthDialog,
  openLogin,
  openRegister,
} from '../../../runtime/commerce/auth/auth-dialog.ts';
import { authStore } from '../../../runtime/commerce/auth/auth-store.ts';
import { CART_SESSION_EVENT } from '../../../runtime/commerce/auth/cart-session-event.ts';
import { LOGIN_REDIRECT_STORAGE_KEY } from '../../../runtime/routing/login-redirect.ts';
import type { StorefrontValues } from '../../../runtime/storefront/initial-values.ts';
import {
  authApi,
  authValues,
  DEMO_PASSWORD,
  demoCustomer,
  SectionProviders,
} from '../auth-fixtures.tsx';
import AuthDialogs from './AuthDialogs.tsx';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function renderAuth({
  values = authValues(),
  entry = '/',
  api = authApi(),
}: {
  values?: StorefrontValues;
  entry?: string;
  api?: ReturnType<typeof authApi>;
} = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SectionProviders api={api} values={values}>
            <AuthDialogs resend_seconds={30} login_note="" register_note="" />
            <button type="button" onClick={() => openLogin({ redirect: null })}>
              Account
            </button>
            <Where />
          </SectionProviders>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return { router, api };
}

const dialog = (name: string) => screen.findByRole('dialog', { name });
const where = () => screen.getByTestId('where').textContent;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  authStore.getState().clearUser();
});
afterEach(() => {
  act(() => closeAuthDialog());
  vi.useRealTimers();
});

describe('auth dialogs: opening and modes (spec §2 "Auth popups", §4)', () => {
  it('renders nothing until a dialog is asked for', () => {
    renderAuth();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens what was asked for before it hydrated (a heart live before the layout)', async () => {
    act(() => openLogin({ redirect: '/product/fleece' }));
    renderAuth({ entry: '/product/fleece' });
    expect(await dialog('Login')).toBeVisible();
    expect(where()).toBe('/product/fleece');
  });

  it('opens Login in OTP mode when OTP auth is on, and closes with Escape, focus back', async () => {
    renderAuth();
    const account = screen.getByRole('button', { name: 'Account' });
    await userEvent.click(account);
    const login = await dialog('Login');
    expect(within(login).getByLabelText('Mobile number')).toHaveFocus();
    expect(within(login).getByRole('button', { name: 'Login with Email' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(account).toHaveFocus();
  });

  it('starts in Legacy when only legacy auth is on', async () => {
    renderAuth({ values: authValues({ enable_otp_auth: false }) });
    act(() => openLogin());
    const login = await dialog('Login');
    expect(within(login).getByLabelText('Email')).toHaveFocus();
    expect(within(login).queryByRole('button', { name: 'Login with OTP' })).toBeNull();
  });

  it('offers no login at all when both ways are off', async () => {
    renderAuth({ values: authValues({ enable_otp_auth: false, enable_legacy_auth: false }) });
    act(() => openLogin());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('switches between the modes and dialogs with the spec’s links', async () => {
    renderAuth();
    act(() => openLogin());
    let current = await dialog('Login');
    await userEvent.click(within(current).getByRole('button', { name: 'Login with Email' }));
    expect(within(current).getByLabelText('Password')).toBeVisible();
    await userEvent.click(within(current).getByRole('button', { name: 'Forgot Password' }));
    current = await dialog('Forgot Password?');
    await userEvent.click(within(current).getByRole('button', { name: 'Login with OTP' }));
    current = await dialog('Login');
    await userEvent.click(within(current).getByRole('button', { name: 'REGISTER NOW' }));
    current = await dialog('Register');
    expect(within(current).getByRole('button', { name: 'Send OTP' })).toBeVisible();
    await userEvent.click(within(current).getByRole('button', { name: 'Register with Email' }));
    expect(within(current).getByLabelText('Password')).toBeVisible();
    await userEvent.click(within(current).getByRole('button', { name: 'Register with OTP' }));
    await userEvent.click(within(current).getByRole('button', { name: 'LOGIN NOW' }));
    expect(await dialog('Login')).toBeVisible();
  });

  it('hides registration entirely when enable_customer_register is off', async () => {
    renderAuth({ values: authValues({ enable_customer_register: false }) });
    act(() => openLogin());
    const login = await dialog('Login');
    expect(within(login).queryByRole('button', { name: 'REGISTER NOW' })).toBeNull();
    act(() => openRegister());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('opens clean after closing: what was typed is gone', async () => {
    renderAuth();
    act(() => openLogin());
    let login = await dialog('Login');
    await userEvent.click(within(login).getByRole('button', { name: 'Login with Email' }));
    await userEvent.type(within(login).getByLabelText('Email'), 'someone@example.test');
    await userEvent.click(within(login).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => openLogin());
    login = await dialog('Login');
    expect(within(login).getByLabelText('Mobile number')).toHaveValue('');
    expect(within(login).queryByLabelText('Email')).toBeNull();
  });

  it('opens in forgot mode on /?login=forgot (asking for a new reset link)', async () => {
    renderAuth({ entry: '/?login=forgot' });
    const forgot = await dialog('Forgot Password?');
    expect(within(forgot).getByLabelText('Email')).toHaveFocus();
  });

  it('opens on /?login=1 and logs in to the remembered target', async () => {
    sessionStorage.setItem(LOGIN_REDIRECT_STORAGE_KEY, '/account/orders');
    renderAuth({ entry: '/?login=1&redirect=%2Faccount%2Forders' });
    const login = await dialog('Login');
    await userEvent.click(within(login).getByRole('button', { name: 'Login with Email' }));
    await userEvent.type(within(login).getByLabelText('Email'), demoCustomer.email);
    await userEvent.type(within(login).getByLabelText('Password'), DEMO_PASSWORD);
    await userEvent.click(within(login).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(where()).toBe('/account/orders'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(authStore.getState().user?.email).toBe(demoCustomer.email);
  });
});

describe('a customer whose session ended while the page was open', () => {
  const loggedIn = () => authValues({}, { ...demoCustomer });

  it('is asked to log in again in place, and comes back to the same page', async () => {
    renderAuth({ values: loggedIn(), entry: '/account/profile?tab=1' });
    let handled = false;
    act(() => {
      handled = reportSessionExpired();
    });
    expect(handled).toBe(true);
    const login = await dialog('Login');
    expect(login).toHaveAccessibleDescription(
      'Your session has ended. Log in again to carry on: what you entered on the page is kept.',
    );
    await userEvent.click(within(login).getByRole('button', { name: 'Login with Email' }));
    await userEvent.type(within(login).getByLabelText('Email'), demoCustomer.email);
    await userEvent.type(within(login).getByLabelText('Password'), DEMO_PASSWORD);
    await userEvent.click(within(login).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(where()).toBe('/account/profile?tab=1');
  });

  it('is asked once when several calls find the session gone together', async () => {
    renderAuth({ values: loggedIn() });
    act(() => {
      reportSessionExpired();
      reportSessionExpired();
    });
    expect(await screen.findAllByRole('dialog', { name: 'Login' })).toHaveLength(1);
  });

  it('is not what a guest page makes of a 401: the error shows as before', () => {
    renderAuth();
    let handled = true;
    act(() => {
      handled = reportSessionExpired();
    });
    expect(handled).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('legacy login (spec §5 "Legacy login")', () => {
  it('names what is missing before calling the API', async () => {
    const { api } = renderAuth();
    act(() => openLogin({ mode: 'legacy' }));
    const login = await dialog('Login');
    await userEvent.click(within(login).getByRole('button', { name: 'Login' }));
    const email = within(login).getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('This field is required');
    expect(email).toHaveFocus();
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(within(login).getByRole('button', { name: 'Login' }));
    expect(email).toHaveAccessibleDescription('The value must be an valid email address');
    expect(api.calls).toHaveLength(0);
  });

  it("puts the server's refusal on the e-mail field, keeps what was typed, and stays open", async () => {
    renderAuth();
    act(() => openLogin({ mode: 'legacy' }));
    const login = await dialog('Login');
    await userEvent.type(within(login).getByLabelText('Email'), demoCustomer.email);
    await userEvent.type(within(login).getByLabelText('Password'), 'wrong-password');
    await userEvent.click(within(login).getByRole('button', { name: 'Login' }));
    const email = within(login).getByLabelText('Email');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('These credentials do not match our records.'),
    );
    expect(email).toHaveValue(demoCustomer.email);
    expect(within(login).getByLabelText('Password')).toHaveValue('wrong-password');
  });

  it('sends remember me, on by default, and after login saves the user, emits the cart session and goes to /account', async () => {
    const { api } = renderAuth();
    const sessions: unknown[] = [];
    const listen = (event: Event) => sessions.push((event as CustomEvent).detail);
    window.addEventListener(CART_SESSION_EVENT, listen);
    act(() => openLogin({ mode: 'legacy' }));
    const login = await dialog('Login');
    expect(within(login).getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await userEvent.type(within(login).getByLabelText('Email'), demoCustomer.email);
    await userEvent.type(within(login).getByLabelText('Password'), DEMO_PASSWORD);
    await userEvent.click(within(login).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(where()).toBe('/account'));
    window.removeEventListener(CART_SESSION_EVENT, listen);
    expect(api.calls[0]?.options.body).toEqual({
      email: demoCustomer.email,
      password: DEMO_PASSWORD,
      remember_me: true,
    });
    expect(sessions).toEqual([{ cartSessionId: 'cart-session-1' }]);
    expect(JSON.parse(localStorage.getItem('sf_auth') ?? '{}')).toMatchObject({
      state: { user: { id: 1 } },
      version: 1,
    });
  });

  it('never follows a remembered target on another site', async () => {
    // an earlier page (a session that ended on the orders page) remembered its own target: the
    // login URL's answer replaces it, it is not kept behind a refused one
    sessionStorage.setItem(LOGIN_REDIRECT_STORAGE_KEY, '/account/orders');
    renderAuth({ entry: '/?login=1&redirect=https%3A%2F%2Fevil.example%2F' });
    const login = await dialog('Login');
    await userEvent.click(within(login).getByRole('button', { name: 'Login with Email' }));
    await userEvent.type(within(login).getByLabelText('Email'), demoCustomer.email);
    await userEvent.type(within(login).getByLabelText('Password'), DEMO_PASSWORD);
    await userEvent.click(within(login).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(where()).toBe('/account'));
  });
});

describe('forgot password (spec §4: back to Legacy once sent)', () => {
  it("asks for the e-mail, sends the link and returns to 'Login' in Legacy", async () => {
    const { api } = renderAuth();
    act(() => openLogin({ mode: 'legacy' }));
    await userEvent.click(
      within(await dialog('Login')).getByRole('button', { name: 'Forgot Password' }),
    );
    const forgot = await dialog('Forgot Password?');
    await userEvent.type(within(forgot).getByLabelText('Email'), 'Demo@Northwind.test');
    await userEvent.click(within(forgot).getByRole('button', { name: 'Send reset link' }));
    const login = await dialog('Login');
    expect(within(login).getByLabelText('Password')).toBeVisible();
    expect(api.calls.at(-1)).toMatchObject({
      path: '/api/auth/reset',
      options: { body: { email: 'demo@northwind.test' } },
    });
  });
});

describe('OTP login (spec §4 "OTP flow", §5, §9)', () => {
  const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it("validates the phone: required, then 'Invalid phone number' unless exactly 10 digits", async () => {
    const { api } = renderAuth();
    act(() => openLogin());
    const login = await dialog('Login');
    await userEvent.click(within(login).getByRole('button', { name: 'Send OTP' }));
    const phone = within(login).getByLabelText('Mobile number');
    expect(within(login).getByRole('alert')).toHaveTextContent('This field is required');
    await userEvent.type(phone, '98765');
    await userEvent.click(within(login).getByRole('button', { name: 'Send OTP' }));
    await waitFor(() =>
      expect(within(login).getByRole('alert')).toHaveTextContent('Invalid phone number'),
    );
    expect(api.calls).toHaveLength(0);
  });

  it('sends the code, verifies it and logs in; the Verify button waits for 4 digits', async () => {
    const { api } = renderAuth();
    act(() => openLogin());
    const login = await dialog('Login');
    await userEvent.type(within(login).getByLabelText('Mobile number'), demoCustomer.phone);
    await userEvent.click(within(login).getByRole('button', { name: 'Send OTP' }));
    const verify = await within(login).findByRole('button', { name: 'Verify OTP' });
    expect(within(login).getByText(/We sent a 4-digit code to/)).toHaveTextContent(
      '+91 9876543210',
    );
    expect(within(login).getByLabelText('Digit 1 of 4')).toHaveFocus();
    expect(verify).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(verify);
    expect(await within(login).findByRole('alert')).toHaveTextContent('The OTP is required');
    await userEvent.click(within(login).getByLabelText('Digit 1 of 4'));
    await userEvent.keyboard('1234');
    expect(verify).not.toHaveAttribute('aria-disabled');
    await userEvent.click(verify);
    await waitFor(() => expect(where()).toBe('/account'));
    expect(api.calls.map((call) => call.path)).toEqual([
      '/api/auth/otp/request',
      '/api/auth/otp/verify',
    ]);
    expect(api.calls[1]?.options.body).toEqual({ input: demoCustomer.phone, otp: '1234' });
  });

  it("shows a wrong code's refusal on the boxes", async () => {
    renderAuth();
    act(() => openLogin());
    const login = await dialog('Login');
    await userEvent.type(within(login).getByLabelText('Mobile number'), demoCustomer.phone);
    await userEvent.click(within(login).getByRole('button', { name: 'Send OTP' }));
    await userEvent.click(await within(login).findByLabelText('Digit 1 of 4'));
    await userEvent.keyboard('9999');
    await userEvent.click(within(login).getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() =>
      expect(within(login).getByRole('group')).toHaveAccessibleDescription('The OTP is invalid.'),
    );
  });

  it("puts 'no account' for a phone on the phone field", async () => {
    renderAuth();
    act(() => openLogin());
    const login = await dialog('Login');
    await userEvent.type(within(login).getByLabelText('Mobile number'), '9000000000');
    await userEvent.click(within(login).getByRole('button', { name: 'Send OTP' }));
    await waitFor(() =>
      expect(within(login).getByLabelText('Mobile number')).toHaveAccessibleDescription(
        '+91 No account found for this phone number.',
      ),
    );
  });

  it("'Change Phone' goes back to the phone, keeping it, with the resend counter reset", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAuth();
    act(() => openLogin());
    const login = await dialog('Login');
    await user().type(within(login).getByLabelText('Mobile number'), demoCustomer.phone);
    await user().click(within(login).getByRole('button', { name: 'Send OTP' }));
    await within(login).findByText('Resend OTP in 0:30');
    await user().click(within(login).getByRole('button', { name: 'Change Phone' }));
    expect(within(login).getByLabelText('Mobile number')).toHaveValue(demoCustomer.phone);
    await user().click(within(login).getByRole('button', { name: 'Send OTP' }));
    expect(await within(login).findByText('Resend OTP in 0:30')).toBeVisible();
  });

  it('resends up to 3 times with a countdown, then says the maximum is reached', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = renderAuth();
    act(() => openLogin());
    const login = await dialog('Login');
    await user().type(within(login).getByLabelText('Mobile number'), demoCustomer.phone);
    await user().click(within(login).getByRole('button', { name: 'Send OTP' }));
    expect(await within(login).findByText('Resend OTP in 0:30')).toBeVisible();
    for (let resend = 1; resend <= 3; resend += 1) {
      act(() => vi.advanceTimersByTime(29_000));
      expect(within(login).getByText('Resend OTP in 0:01')).toBeVisible();
      act(() => vi.advanceTimersByTime(1_000));
      await user().click(within(login).getByRole('button', { name: 'Resend OTP' }));
      expect(await within(login).findByText('Resend OTP in 0:30')).toBeVisible();
    }
    act(() => vi.advanceTimersByTime(30_000));
    await user().click(within(login).getByRole('button', { name: 'Resend OTP' }));
    expect(within(login).getByRole('alert')).toHaveTextContent(
      'Maximum attempt reached. Please try again later',
    );
    expect(api.calls.filter((call) => call.path === '/api/auth/otp/request')).toHaveLength(4);
  });

  it('says the maximum is reached when the server answers 429', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let sends = 0;
    renderAuth({
      api: authApi({
        'POST /api/auth/otp/request': () => {
          sends += 1;
          if (sends > 1) {
            throw new ApiError('Maximum attempt reached. Please try again later', { status: 429 });
          }
          return {
            input: demoCustomer.phone,
            purpose: 'login',
            expires_at: '2030-01-01T00:00:00.000Z',
          };
        },
      }),
    });
    act(() => openLogin());
    const login = await dialog('Login');
    await user().type(within(login).getByLabelText('Mobile number'), demoCustomer.phone);
    await user().click(within(login).getByRole('button', { name: 'Send OTP' }));
    await within(login).findByText('Resend OTP in 0:30');
    act(() => vi.advanceTimersByTime(30_000));
    await user().click(within(login).getByRole('button', { name: 'Resend OTP' }));
    expect(await within(login).findByRole('alert')).toHaveTextContent('Maximum attempt reached');
  });
});

describe('registration (spec §5 "Legacy register", §9)', () => {
  it('validates every field with the spec’s messages', async () => {
    const { api } = renderAuth();
    act(() => openRegister());
    const register = await dialog('Register');
    await userEvent.click(within(register).getByRole('button', { name: 'Register with Email' }));
    await userEvent.type(within(register).getByLabelText('Email'), 'asha@');
    await userEvent.type(within(register).getByLabelText('Mobile number'), '98a76');
    await userEvent.click(within(register).getByRole('button', { name: 'Register' }));
    expect(within(register).getByLabelText('First name')).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(within(register).getByLabelText('Email')).toHaveAccessibleDescription(
      'The value must be an valid email address',
    );
    await waitFor(() =>
      expect(within(register).getByLabelText('Mobile number')).toHaveAccessibleDescription(
        '+91 The value must be numeric',
      ),
    );
    await userEvent.type(within(register).getByLabelText('Password'), 'Ab1!');
    await userEvent.click(within(register).getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(within(register).getByLabelText('Password')).toHaveAccessibleDescription(
        /The password must be at least 6 characters\./,
      ),
    );
    expect(api.calls).toHaveLength(0);
  });

  it('registers with a password, showing its strength, then goes to /account', async () => {
    const { api } = renderAuth();
    act(() => openRegister());
    const register = await dialog('Register');
    await userEvent.click(within(register).getByRole('button', { name: 'Register with Email' }));
    await userEvent.type(within(register).getByLabelText('First name'), 'Ravi');
    await userEvent.type(within(register).getByLabelText('Last name'), 'Kumar');
    await userEvent.type(within(register).getByLabelText('Mobile number'), '9123456780');
    await userEvent.type(within(register).getByLabelText('Email'), 'ravi@example.test');
    await userEvent.type(within(register).getByLabelText('Password'), 'Trail#2025');
    expect(await within(register).findByText('Strength: Strong')).toBeVisible();
    await userEvent.click(within(register).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(where()).toBe('/account'));
    expect(api.calls[0]).toMatchObject({
      path: '/api/auth/register',
      options: {
        body: {
          first_name: 'Ravi',
          last_name: 'Kumar',
          phone: '9123456780',
          email: 'ravi@example.test',
          password: 'Trail#2025',
        },
      },
    });
  });

  it('registers by OTP, resending once only', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { api } = renderAuth();
    act(() => openRegister());
    const register = await dialog('Register');
    await user.type(within(register).getByLabelText('First name'), 'Meera');
    await user.type(within(register).getByLabelText('Last name'), 'Iyer');
    await user.type(within(register).getByLabelText('Email'), 'meera@example.test');
    await user.type(within(register).getByLabelText('Mobile number'), '9012345678');
    await user.click(within(register).getByRole('button', { name: 'Send OTP' }));
    await within(register).findByText('Resend OTP in 0:30');
    act(() => vi.advanceTimersByTime(30_000));
    await user.click(within(register).getByRole('button', { name: 'Resend OTP' }));
    await within(register).findByText('Resend OTP in 0:30');
    act(() => vi.advanceTimersByTime(30_000));
    await user.click(within(register).getByRole('button', { name: 'Resend OTP' }));
    expect(within(register).getByRole('alert')).toHaveTextContent(
      'Maximum attempt reached. Please try again later',
    );
    await user.click(within(register).getByLabelText('Digit 1 of 4'));
    await user.keyboard('1234');
    await user.click(within(register).getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(where()).toBe('/account'));
    expect(api.calls[0]?.options.body).toEqual({
      input: '9012345678',
      purpose: 'register',
      first_name: 'Meera',
      last_name: 'Iyer',
      email: 'meera@example.test',
    });
    expect(api.calls.filter((call) => call.path === '/api/auth/otp/request')).toHaveLength(2);
  });
});
