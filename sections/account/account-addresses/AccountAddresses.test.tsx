import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../runtime/api/api-error.ts';
import type { RequestOptions } from '../../../runtime/api/endpoint-client.ts';
import { authValues, demoCustomer } from '../../../runtime/commerce/auth/auth-fixtures.ts';
import { routeApi, routeOf, SectionProviders } from '../../../runtime/testing/section-fixtures.tsx';
import type { Address } from '../../../schemas/api/address.ts';
import * as address from '../../../schemas/api/endpoints/address.ts';
import * as settings from '../../../schemas/api/endpoints/settings.ts';
import {
  billingFields,
  countries,
  refusal,
  savedAddresses,
  shippingFields,
} from '../../checkout/address-fixtures.tsx';
import AccountAddresses from './AccountAddresses.tsx';

const bodyOf = (request: RequestOptions) => (request.body ?? {}) as Record<string, unknown>;
const india = { id: 101, name: 'India' };

/** An address book API over `start` (kept in memory), answering like the reference API. */
function bookApi(start: Address[] = savedAddresses, extra: Record<string, unknown> = {}) {
  let book = [...start];
  const stored = (body: Record<string, unknown>, id: number): Address => {
    const state = countries[0]?.states.find((each) => each.id === body.state_id) ?? null;
    return { ...body, id, address_id: id, country: india, state } as unknown as Address;
  };
  const withDefault = (saved: Address) => {
    if (saved.is_default)
      book = book.map((each) =>
        each.address_type === saved.address_type ? { ...each, is_default: false } : each,
      );
  };
  return routeApi({
    'GET /api/settings/address-fields/Shipping': shippingFields,
    'GET /api/settings/address-fields/Billing': billingFields,
    [routeOf(settings.countries)]: countries,
    [routeOf(address.all)]: () => book,
    [routeOf(address.add)]: (request: RequestOptions) => {
      const saved = stored(bodyOf(request), 100 + book.length);
      withDefault(saved);
      book = [saved, ...book];
      return saved;
    },
    // the update of each id the book may hold (the path carries the id)
    ...Object.fromEntries(
      [...start.map((each) => each.id), 100, 101, 102, 103].map((id) => [
        `PUT /api/address/update/${id}`,
        (request: RequestOptions) => {
          const saved = stored(bodyOf(request), id);
          withDefault(saved);
          book = book.map((each) => (each.id === id ? saved : each));
          return saved;
        },
      ]),
    ),
    ...extra,
  });
}

function renderBook(api = bookApi(), entry = '/account/addresses') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SectionProviders api={api} values={authValues({}, demoCustomer)}>
            <AccountAddresses add_label="Add address" />
          </SectionProviders>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return api;
}

const tile = (name: RegExp) => screen.findByRole('article', { name });

async function fillNew(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  const field = (label: string) => within(form).getByLabelText(label, { exact: false });
  await user.type(field('Full name'), 'Ravi Kumar');
  await user.type(field('Mobile number'), '9123456780');
  await user.type(field('Flat, house no., building'), '7 MG Road');
  await user.type(field('Town or city'), 'Mysuru');
  await user.type(field('Pincode'), '570001');
  await user.selectOptions(field('State'), 'Karnataka');
}

describe('AccountAddresses', () => {
  it('lists the shipping and billing addresses with their defaults marked', async () => {
    renderBook();
    const home = await tile(/^Shipping address: Asha Verma, Flat 12B/);
    expect(within(home).getByText('Default')).toBeVisible();
    expect(within(home).getByText(/Bengaluru/)).toBeVisible();
    expect(
      within(await tile(/^Shipping address: Asha Verma, 5 Koregaon/)).queryByText('Default'),
    ).toBeNull();
    const studio = await tile(/^Billing address: Verma Design Studio/);
    expect(within(studio).getByText('Default')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Shipping addresses' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Billing addresses' })).toBeVisible();
    expect(screen.getByText('3 saved addresses')).toBeVisible();
  });

  it('renders nothing on the account’s other pages', async () => {
    const api = renderBook(bookApi(), '/account/orders');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('article')).toBeNull();
    expect(api.calls.some((call) => call.path.includes('address/all'))).toBe(false);
  });

  it('adds a shipping address as the new default; the old default is no longer marked', async () => {
    const user = userEvent.setup();
    const api = renderBook();
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    expect(screen.getByRole('heading', { name: 'Add address' })).toHaveFocus();
    const form = screen.getByRole('form', { name: 'Shipping address' });
    await fillNew(user, form);
    await user.click(within(form).getByLabelText('Make this my default shipping address'));
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));

    const added = await tile(/^Shipping address: Ravi Kumar, 7 MG Road/);
    expect(within(added).getByText('Default')).toBeVisible();
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: /Asha Verma, Flat 12B/ })).queryByText(
          'Default',
        ),
      ).toBeNull(),
    );
    expect(screen.queryByRole('form')).toBeNull();
    const sent = api.calls.find((call) => call.path === '/api/address/add');
    expect(sent?.options.body).toMatchObject({
      address_type: 'Shipping',
      is_default: true,
      name: 'Ravi Kumar',
      state_id: 11,
      country_id: 101,
    });
  });

  it('adds a billing address when Billing is chosen', async () => {
    const user = userEvent.setup();
    renderBook();
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    await user.click(screen.getByRole('radio', { name: 'Billing' }));
    const form = screen.getByRole('form', { name: 'Billing address' });
    await fillNew(user, form);
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));
    expect(await tile(/^Billing address: Ravi Kumar/)).toBeVisible();
  });

  it('edits a saved address in the form filled with it', async () => {
    const user = userEvent.setup();
    const api = renderBook();
    const pune = await tile(/Koregaon/);
    await user.click(within(pune).getByRole('button', { name: /^Edit shipping address/ }));
    expect(screen.getByRole('heading', { name: 'Edit shipping address' })).toHaveFocus();
    const form = screen.getByRole('form', { name: 'Shipping address' });
    const city = within(form).getByLabelText('Town or city', { exact: false });
    expect(city).toHaveValue('Pune');
    await user.clear(city);
    await user.type(city, 'Pimpri');
    await user.click(within(form).getByRole('button', { name: 'Update Address' }));
    expect(await screen.findByText(/5 Koregaon Park Lane, Pimpri/)).toBeVisible();
    await waitFor(() =>
      expect(within(pune).getByRole('button', { name: /^Edit shipping address/ })).toHaveFocus(),
    );
    expect(api.calls.some((call) => call.path === '/api/address/update/3')).toBe(true);
  });

  it('puts a 422 on its field and keeps everything typed', async () => {
    const user = userEvent.setup();
    renderBook(
      bookApi(savedAddresses, {
        [routeOf(address.add)]: () => {
          throw refusal({ pincode: ['Enter a valid 6-digit pincode'] });
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    const form = screen.getByRole('form', { name: 'Shipping address' });
    await fillNew(user, form);
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));
    const pincode = within(form).getByLabelText('Pincode', { exact: false });
    await waitFor(() => expect(pincode).toHaveAttribute('aria-invalid', 'true'));
    expect(pincode).toHaveAccessibleDescription('Enter a valid 6-digit pincode');
    expect(within(form).getByLabelText('Full name', { exact: false })).toHaveValue('Ravi Kumar');
    expect(pincode).toHaveValue('570001');
    expect(within(form).getByRole('button', { name: 'Save Address' })).toBeEnabled();
  });

  it('says when there is no address yet and offers to add one', async () => {
    const user = userEvent.setup();
    renderBook(bookApi([]));
    expect(await screen.findByRole('heading', { name: 'No saved addresses yet' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const form = screen.getByRole('form', { name: 'Shipping address' });
    await fillNew(user, form);
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));
    expect(await tile(/Ravi Kumar/)).toBeVisible();
    expect(screen.queryByText('No saved addresses yet')).toBeNull();
  });

  it('holds the panel busy while the addresses load', async () => {
    let answer: (book: Address[]) => void = () => {};
    renderBook(
      bookApi(savedAddresses, {
        [routeOf(address.all)]: () => new Promise<Address[]>((resolve) => (answer = resolve)),
      }),
    );
    const panel = await screen.findByRole('region');
    expect(panel).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Add address' })).toBeNull();
    answer(savedAddresses);
    expect(await tile(/Koregaon/)).toBeVisible();
    expect(screen.getAllByRole('region')[0]).not.toHaveAttribute('aria-busy');
  });

  it('shows a failed load with a way to try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderBook(
      bookApi(savedAddresses, {
        [routeOf(address.all)]: () => {
          if (fail) throw new ApiError('Server error', { status: 500 });
          return savedAddresses;
        },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load your addresses.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await tile(/Koregaon/)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
