import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { countries, savedAddresses, shippingFields } from '../../checkout/address-fixtures.tsx';
import { AddressForm } from './AddressForm.tsx';

const field = (name: string) =>
  screen.queryByRole('textbox', { name }) ?? screen.getByRole('combobox', { name });

describe('AddressForm (the checkout’s and the address book’s form)', () => {
  it('asks for the store’s fields in its order, then country and state', () => {
    render(
      <AddressForm
        type="Shipping"
        fields={shippingFields}
        countries={countries}
        submitLabel="Save Address"
        onSave={vi.fn()}
      />,
    );
    const names = screen
      .getAllByRole('textbox')
      .map((input) => input.getAttribute('id')?.split('-').pop());
    expect(names).toEqual(['name', 'phone', 'line1', 'city', 'pincode', 'landmark']);
    expect(field('Country')).toHaveValue('');
    expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull();
  });

  it('says ‘This field is required’ by default and sends nothing', async () => {
    const onSave = vi.fn();
    render(
      <AddressForm
        type="Shipping"
        fields={shippingFields}
        countries={countries}
        submitLabel="Save Address"
        onSave={onSave}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    // the form's checks load with its first intent; the submit waits for them
    await waitFor(() =>
      expect(field('Full name')).toHaveAccessibleDescription('This field is required'),
    );
    expect(field('Country')).toHaveAccessibleDescription('This field is required');
    expect(field('Landmark')).not.toHaveAccessibleDescription();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks for a state only where the country has states', async () => {
    const onSave = vi.fn(async () => {});
    render(
      <AddressForm
        type="Billing"
        fields={shippingFields}
        countries={countries}
        address={{ ...savedAddresses[0], country_id: 196, state_id: null }}
        defaultOption
        submitLabel="Update Address"
        onSave={onSave}
      />,
    );
    expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull();
    // the edited address is the default: the option starts ticked
    expect(
      screen.getByRole('checkbox', { name: 'Make this my default billing address' }),
    ).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Update Address' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        address_type: 'Billing',
        country_id: 196,
        state_id: null,
        is_default: true,
        name: 'Asha Verma',
      }),
    );
    await userEvent.selectOptions(field('Country'), '101');
    expect(field('State')).toHaveValue('');
  });

  it('keeps what was typed before its code arrived and saves it with the first submit', async () => {
    const onSave = vi.fn(async () => {});
    render(
      <AddressForm
        type="Shipping"
        fields={shippingFields}
        countries={countries}
        defaultCountryId={196}
        submitLabel="Save Address"
        onSave={onSave}
      />,
    );
    // typed straight into the drawn inputs (as before hydration), then sent at once
    const values: Record<string, string> = {
      'Full name': 'Meera Iyer',
      'Mobile number': '9123456780',
      'Flat, house no., building': '7 Palm Grove',
      'Town or city': 'Chennai',
      Pincode: '600090',
    };
    for (const [name, value] of Object.entries(values)) {
      const input = field(name) as HTMLInputElement;
      input.value = value;
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Meera Iyer', pincode: '600090', country_id: 196 }),
    );
    expect(field('Full name')).toHaveValue('Meera Iyer');
  });
});
