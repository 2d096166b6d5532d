import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { authDialogStore, closeAuthDialog } from '../../../runtime/commerce/auth/auth-dialog.ts';
import { checkoutStore } from '../../../runtime/commerce/checkout/checkout-store.ts';
import { runStepSavers } from '../../../runtime/commerce/checkout/step-savers.ts';
import type { Cart } from '../../../schemas/api/cart.ts';
import {
  authValues,
  CheckoutProviders,
  checkoutApi,
  checkoutCart,
  customerAccount,
  refusal,
} from '../address-fixtures.tsx';
import CheckoutContact from './CheckoutContact.tsx';

const PROPS = {
  heading: 'Contact',
  login_prompt: 'Have an account? Log in for a faster checkout.',
};

function renderContact({
  settings = {},
  customer = false,
  cart = checkoutCart(),
  api = checkoutApi(cart),
  path = '/checkout/address',
}: {
  settings?: Record<string, unknown>;
  customer?: boolean;
  cart?: Cart;
  api?: ReturnType<typeof checkoutApi>;
  path?: string;
} = {}) {
  const values = authValues(
    {
      enable_guest_checkout: true,
      order_sms_mandatory: true,
      order_email_mandatory: false,
      ...settings,
    },
    customer ? customerAccount : null,
  );
  const view = render(
    <CheckoutProviders api={api} values={values} cart={cart} path={path}>
      <CheckoutContact {...PROPS} />
    </CheckoutProviders>,
  );
  return { api, ...view };
}

const region = () => screen.getByRole('region', { name: 'Contact' });
const phone = () => screen.getByRole('textbox', { name: /Phone/ });
const email = () => screen.getByRole('textbox', { name: /Email/ });

afterEach(() => {
  act(() => {
    checkoutStore.getState().reset();
    closeAuthDialog();
  });
});

describe('CheckoutContact (spec §5 "Address step": contact)', () => {
  it('renders nothing off the address step', () => {
    const { container } = renderContact({ path: '/checkout/payment' });
    expect(container).toBeEmptyDOMElement();
  });

  it('asks a guest for a required phone and an optional e-mail, with Login and Register', async () => {
    renderContact();
    expect(region()).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Email \(optional\)/ })).toBeVisible();
    expect(phone()).toHaveAccessibleName(/^Phone/);
    expect(screen.queryByRole('textbox', { name: /Phone \(optional\)/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(authDialogStore.getState().request).toMatchObject({ dialog: 'login' });
    expect(screen.getByRole('button', { name: 'Register' })).toBeVisible();
  });

  it('marks the e-mail required and the phone optional when the store says so', () => {
    renderContact({ settings: { order_sms_mandatory: false, order_email_mandatory: true } });
    expect(screen.getByRole('textbox', { name: /^Email$/ })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Phone \(optional\)/ })).toBeVisible();
  });

  it('offers no login or register when the store’s checkout flags are off', () => {
    renderContact({
      settings: { enable_login_at_checkout: false, enable_register_at_checkout: false },
    });
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('without guest checkout tells a guest ‘Customer account is empty’ and offers the login', () => {
    renderContact({ settings: { enable_guest_checkout: false } });
    expect(screen.getByText('Customer account is empty')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('fills in a customer’s contact, with no login entry', () => {
    renderContact({ customer: true });
    expect(screen.getByText('Logged in as Asha Verma')).toBeVisible();
    expect(email()).toHaveValue('demo@northwind.test');
    expect(phone()).toHaveValue('9876543210');
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it('restores the contact the cart holds', () => {
    renderContact({ cart: checkoutCart({ phone: '9123456780', email: 'meera@example.test' }) });
    expect(phone()).toHaveValue('9123456780');
    expect(email()).toHaveValue('meera@example.test');
  });

  it('saves what was typed when the shopper continues', async () => {
    const { api } = renderContact();
    await userEvent.type(email(), 'meera@example.test');
    await userEvent.type(phone(), '9123456780');
    await userEvent.tab();
    await act(async () => expect(await runStepSavers()).toBe(true));
    expect(
      api.calls.filter((call) => call.path === '/api/cart/update-contact')[0]?.options.body,
    ).toEqual({
      phone: '9123456780',
      email: 'meera@example.test',
    });
  });

  it('leaves an empty required phone to the step check, whose message lands on the field', async () => {
    const { api } = renderContact();
    await userEvent.type(email(), 'meera@example.test');
    await act(async () => expect(await runStepSavers()).toBe(true));
    expect(api.calls.filter((call) => call.path === '/api/cart/update-contact')).toEqual([]);
    act(() =>
      checkoutStore.getState().setVerdict({
        steps: { cart: { valid: true }, address: { valid: false }, payment: { valid: false } },
        messages: ['Phone No is empty', 'Shipping address is empty'],
      }),
    );
    await waitFor(() => expect(phone()).toHaveAccessibleDescription(/Phone No is empty/));
  });

  it('puts the server’s refusal on the phone and stops the step', async () => {
    const api = checkoutApi(checkoutCart(), {
      'PUT /api/cart/update-contact': () => {
        throw refusal({ phone: ['The phone must be exactly 10 digits.'] });
      },
    });
    renderContact({ api });
    await userEvent.type(phone(), '91234');
    await userEvent.tab();
    await act(async () => expect(await runStepSavers()).toBe(false));
    await waitFor(() =>
      expect(phone()).toHaveAccessibleDescription(/The phone must be exactly 10 digits\./),
    );
  });
});
