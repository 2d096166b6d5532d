import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutStore } from '../../../runtime/commerce/checkout/checkout-store.ts';
import type { Cart } from '../../../schemas/api/cart.ts';
import {
  authValues,
  CheckoutProviders,
  checkoutApi,
  checkoutCart,
  customerAccount,
  onCart,
  refusal,
  savedAddresses,
  typedAddress,
} from '../address-fixtures.tsx';
import CheckoutAddress from './CheckoutAddress.tsx';

const PROPS = {
  same_as_shipping_label: 'Billing address same as shipping',
  continue_label: 'Continue to Payment',
};

function renderStep({
  cart = checkoutCart(),
  customer = false,
  api = checkoutApi(cart),
}: {
  cart?: Cart;
  customer?: boolean;
  api?: ReturnType<typeof checkoutApi>;
} = {}) {
  render(
    <CheckoutProviders
      api={api}
      values={authValues({}, customer ? customerAccount : null)}
      cart={cart}
    >
      <CheckoutAddress {...PROPS} />
    </CheckoutProviders>,
  );
  return api;
}

const shipping = () => screen.getByRole('region', { name: 'Shipping address' });
/** The shipping area once the step has loaded its fields. */
const loaded = () => screen.findByRole('region', { name: 'Shipping address' });
const field = (form: HTMLElement, name: string) =>
  within(form).queryByRole('textbox', { name }) ?? within(form).getByRole('combobox', { name });
const shippingForm = () => screen.findByRole('form', { name: 'Shipping address' });
const bodiesOf = (api: ReturnType<typeof checkoutApi>, path: string) =>
  api.calls.filter((call) => call.path === path).map((call) => call.options.body);

async function fill(form: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const control = field(form, label);
    if (control.tagName === 'SELECT') await userEvent.selectOptions(control, value);
    else await userEvent.type(control, value);
  }
}

afterEach(() => act(() => checkoutStore.getState().reset()));

describe('CheckoutAddress: a guest’s form (spec §2 "Address step UI modes")', () => {
  it('opens on the form built from the store’s fields, country chosen, titled Add Address', async () => {
    renderStep();
    const form = await shippingForm();
    expect(field(form, 'Pincode')).toHaveAttribute('aria-required', 'true');
    expect(field(form, 'Landmark')).not.toHaveAttribute('aria-required');
    expect(field(form, 'Country')).toHaveValue('101');
    expect(within(shipping()).getByRole('heading', { name: 'Add Address' })).toBeVisible();
    expect(checkoutStore.getState().addressTitle).toBe('Add Address');
    // no saved addresses for a guest: no default option
    expect(within(form).queryByRole('checkbox')).toBeNull();
  });

  it('names an empty required field ‘{label} is empty’ without asking the server', async () => {
    const api = renderStep();
    const form = await shippingForm();
    await fill(form, { 'Full name': 'Meera Iyer' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save Address' }));
    expect(field(form, 'Pincode')).toHaveAccessibleDescription('Pincode is empty');
    expect(field(form, 'State')).toHaveAccessibleDescription('State is empty');
    expect(field(form, 'Full name')).toHaveValue('Meera Iyer');
    expect(bodiesOf(api, '/api/cart/update-address')).toEqual([]);
  });

  it('saves the typed address on the cart, billing to it too, and shows it with Edit', async () => {
    const api = renderStep();
    const form = await shippingForm();
    await fill(form, {
      'Full name': 'Meera Iyer',
      'Mobile number': '9123456780',
      'Flat, house no., building': '7 Palm Grove',
      'Town or city': 'Chennai',
      Pincode: '600090',
      State: '13',
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Save Address' }));
    expect(await within(await loaded()).findByText('Meera Iyer')).toBeVisible();
    expect(within(shipping()).getByText('Tamil Nadu, India')).toBeVisible();
    expect(bodiesOf(api, '/api/cart/update-address')).toEqual([
      {
        address_type: 'Shipping',
        billing_same_as_shipping: true,
        country_id: 101,
        state_id: 13,
        name: 'Meera Iyer',
        phone: '9123456780',
        line1: '7 Palm Grove',
        city: 'Chennai',
        pincode: '600090',
        landmark: '',
      },
    ]);
    await userEvent.click(within(shipping()).getByRole('button', { name: 'Edit' }));
    const edit = await shippingForm();
    expect(field(edit, 'Full name')).toHaveValue('Meera Iyer');
    expect(within(edit).getByRole('button', { name: 'Update Address' })).toBeVisible();
    expect(checkoutStore.getState().addressTitle).toBe('Edit Address');
  });

  it('puts the server’s 422 on its field', async () => {
    const api = checkoutApi(checkoutCart(), {
      'PUT /api/cart/update-address': () => {
        throw refusal({ pincode: ['Pincode is not valid'] });
      },
    });
    renderStep({ api });
    const form = await shippingForm();
    await fill(form, {
      'Full name': 'Meera Iyer',
      'Mobile number': '9123456780',
      'Flat, house no., building': '7 Palm Grove',
      'Town or city': 'Chennai',
      Pincode: '1',
      State: '13',
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Save Address' }));
    await waitFor(() =>
      expect(field(form, 'Pincode')).toHaveAccessibleDescription('Pincode is not valid'),
    );
    expect(within(form).getByRole('button', { name: 'Save Address' })).not.toHaveAttribute(
      'aria-busy',
    );
  });

  it('restores a typed address from the cart (refresh, back)', async () => {
    renderStep({ cart: checkoutCart({ shipping_address: typedAddress }) });
    expect(await within(await loaded()).findByText('Meera Iyer')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Shipping address' })).toBeNull();
  });
});

describe('CheckoutAddress: a customer’s saved addresses (spec §4 "Address area")', () => {
  it('shows the default address selected, with Change', async () => {
    renderStep({ customer: true });
    expect(await within(await loaded()).findByText(/Flat 12B, Lakeview Residency/)).toBeVisible();
    expect(within(shipping()).getByText('Default')).toBeVisible();
    expect(within(shipping()).getByRole('button', { name: 'Change' })).toBeVisible();
    expect(checkoutStore.getState().addressTitle).toBe('Address');
  });

  it('Change opens the selector; another choice reveals Select Address and Cancel restores', async () => {
    const api = renderStep({ customer: true });
    await userEvent.click(await within(await loaded()).findByRole('button', { name: 'Change' }));
    const choices = within(shipping()).getByRole('radiogroup', { name: 'Select Address' });
    expect(within(choices).getAllByRole('radio')).toHaveLength(2);
    expect(within(choices).getByRole('radio', { name: /Flat 12B/ })).toBeChecked();
    expect(within(shipping()).queryByRole('button', { name: 'Select Address' })).toBeNull();
    expect(checkoutStore.getState().addressTitle).toBe('Select Address');

    await userEvent.click(within(choices).getByRole('radio', { name: /Koregaon/ }));
    expect(within(shipping()).getByRole('button', { name: 'Select Address' })).toBeVisible();
    await userEvent.click(within(shipping()).getByRole('button', { name: 'Cancel' }));
    expect(within(shipping()).getByText(/Flat 12B, Lakeview Residency/)).toBeVisible();
    expect(bodiesOf(api, '/api/cart/update-address')).toEqual([]);

    await userEvent.click(within(shipping()).getByRole('button', { name: 'Change' }));
    expect(screen.getByRole('radio', { name: /Flat 12B/ })).toBeChecked();
  });

  it('Select Address keeps the new choice and sets it on the cart', async () => {
    const api = renderStep({ customer: true });
    await userEvent.click(await within(await loaded()).findByRole('button', { name: 'Change' }));
    await userEvent.click(screen.getByRole('radio', { name: /Koregaon/ }));
    await userEvent.click(within(shipping()).getByRole('button', { name: 'Select Address' }));
    expect(await within(await loaded()).findByText(/5 Koregaon Park Lane/)).toBeVisible();
    expect(bodiesOf(api, '/api/cart/update-address')).toEqual([
      { address_id: 3, address_type: 'Shipping', billing_same_as_shipping: true },
    ]);
  });

  it('adds an address with the default option, then selects it on the cart', async () => {
    const added = {
      ...savedAddresses[1],
      id: 9,
      address_id: 9,
      is_default: true,
      line1: '9 Hill Road',
    };
    const api = checkoutApi(checkoutCart(), { 'POST /api/address/add': added });
    renderStep({ customer: true, api });
    await userEvent.click(await within(await loaded()).findByRole('button', { name: 'Change' }));
    await userEvent.click(within(shipping()).getByRole('button', { name: '+ Add Address' }));
    const form = await shippingForm();
    expect(checkoutStore.getState().addressTitle).toBe('Add Address');
    await fill(form, {
      'Full name': 'Asha Verma',
      'Mobile number': '9876543210',
      'Flat, house no., building': '9 Hill Road',
      'Town or city': 'Pune',
      Pincode: '411001',
      State: '12',
    });
    await userEvent.click(
      within(form).getByRole('checkbox', { name: 'Make this my default shipping address' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(bodiesOf(api, '/api/cart/update-address')).toHaveLength(1));
    expect(bodiesOf(api, '/api/address/add')[0]).toMatchObject({
      address_type: 'Shipping',
      is_default: true,
      line1: '9 Hill Road',
      state_id: 12,
    });
    expect(bodiesOf(api, '/api/cart/update-address')[0]).toMatchObject({ address_id: 9 });
  });

  it('edits a saved address with its values and the default option', async () => {
    const api = checkoutApi(checkoutCart(), {
      'PUT /api/address/update/1': { ...savedAddresses[0], city: 'Bangalore' },
    });
    renderStep({ customer: true, api });
    await userEvent.click(await within(await loaded()).findByRole('button', { name: 'Edit' }));
    const form = await shippingForm();
    expect(field(form, 'Town or city')).toHaveValue('Bengaluru');
    expect(
      within(form).getByRole('checkbox', { name: 'Make this my default shipping address' }),
    ).toBeChecked();
    expect(checkoutStore.getState().addressTitle).toBe('Edit Address');
    await userEvent.clear(field(form, 'Town or city'));
    await userEvent.type(field(form, 'Town or city'), 'Bangalore');
    await userEvent.click(within(form).getByRole('button', { name: 'Update Address' }));
    await waitFor(() => expect(bodiesOf(api, '/api/address/update/1')).toHaveLength(1));
    expect(bodiesOf(api, '/api/address/update/1')[0]).toMatchObject({ city: 'Bangalore' });
  });

  it('starts on the address the cart holds', async () => {
    renderStep({
      customer: true,
      cart: checkoutCart({ shipping_address: onCart(savedAddresses[1] as never) }),
    });
    expect(await within(await loaded()).findByText(/5 Koregaon Park Lane/)).toBeVisible();
  });
});

describe('CheckoutAddress: billing and Continue (spec §5 "Address step")', () => {
  it('bills to the shipping address by default; unticked, the billing form asks for its own', async () => {
    renderStep();
    const same = await screen.findByRole('checkbox', { name: 'Billing address same as shipping' });
    expect(same).toBeChecked();
    expect(screen.queryByRole('region', { name: 'Billing address' })).toBeNull();
    await userEvent.click(same);
    const billing = await screen.findByRole('form', { name: 'Billing address' });
    expect(field(billing, 'GSTIN (for business invoices)')).toBeVisible();
  });

  it('shows the server’s messages in spec order where the shopper acts, and stays', async () => {
    const verdict = {
      is_valid: false,
      messages: ['Phone No is empty', 'Shipping address is empty', 'Billing address is empty'],
      steps: {
        cart: { valid: true, messages: [] },
        address: {
          valid: false,
          messages: ['Phone No is empty', 'Shipping address is empty', 'Billing address is empty'],
        },
        payment: { valid: false, messages: [] },
      },
    };
    const api = checkoutApi(checkoutCart(), {
      'GET /api/cart/validate': () => {
        throw refusal({ address: verdict.messages }, verdict);
      },
    });
    renderStep({ api });
    await shippingForm();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    const summary = await screen.findByRole('alert', { name: 'Before you continue' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(verdict.messages);
    expect(within(shipping()).getByText('Shipping address is empty')).toBeVisible();
    expect(summary).toHaveFocus();
    expect(screen.queryByText('Payment page')).toBeNull();
    expect(api.calls.find((call) => call.path === '/api/cart/validate')?.options.query).toEqual({
      step: 'address',
    });
  });

  it('sets the customer’s selected address on the cart, then goes on to payment', async () => {
    const valid = {
      is_valid: false,
      messages: ['Shipping Method is empty', 'Payment Method is empty'],
      steps: {
        cart: { valid: true, messages: [] },
        address: { valid: true, messages: [] },
        payment: {
          valid: false,
          messages: ['Shipping Method is empty', 'Payment Method is empty'],
        },
      },
    };
    const api = checkoutApi(checkoutCart(), {
      'GET /api/cart/validate': valid,
      'GET /api/cart/validate/address': { is_valid: true, messages: [] },
    });
    renderStep({ customer: true, api });
    await within(await loaded()).findByText(/Flat 12B/);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('Payment page')).toBeVisible();
    expect(bodiesOf(api, '/api/cart/update-address')).toEqual([
      { address_id: 1, address_type: 'Shipping', billing_same_as_shipping: true },
    ]);
    expect(checkoutStore.getState().steps.address.status).toBe('completed');
  });

  it('shows the server’s address check message when the addresses no longer pass', async () => {
    const valid = {
      is_valid: false,
      messages: [],
      steps: {
        cart: { valid: true, messages: [] },
        address: { valid: true, messages: [] },
        payment: { valid: false, messages: [] },
      },
    };
    const problem = { is_valid: false, messages: ['Shipping address: the state is not valid'] };
    const api = checkoutApi(checkoutCart({ shipping_address: typedAddress }), {
      'GET /api/cart/validate': valid,
      'GET /api/cart/validate/address': () => {
        throw refusal({ shipping_address: problem.messages }, problem);
      },
    });
    renderStep({ api, cart: checkoutCart({ shipping_address: typedAddress }) });
    await within(await loaded()).findByText('Meera Iyer');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    const summary = await screen.findByRole('alert', { name: 'Before you continue' });
    expect(summary).toHaveTextContent('Shipping address: the state is not valid');
    expect(within(shipping()).getByText('Shipping address: the state is not valid')).toBeVisible();
  });
});
