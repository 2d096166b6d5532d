import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../runtime/api/api-error.ts';
import type { ApiClient, RequestOptions } from '../../../runtime/api/endpoint-client.ts';
import { authValues, demoCustomer } from '../../../runtime/commerce/auth/auth-fixtures.ts';
import type { StorefrontValues } from '../../../runtime/storefront/initial-values.ts';
import {
  type FixtureRoute,
  routeApi,
  SectionProviders,
} from '../../../runtime/testing/section-fixtures.tsx';
import { INVALID_EMAIL_MESSAGE } from '../../../schemas/api/customer-fields.ts';
import { TRACK_ORDER_NOT_FOUND_MESSAGE } from '../../../schemas/api/tracking.ts';
import { FIELD_REQUIRED_MESSAGE } from '../../../schemas/api-constants.ts';
import { TrackOrderView } from './TrackOrder.tsx';
import { TRACKING_FAILED_MESSAGE } from './TrackOrderForm.tsx';
import {
  fixturePlacedOrder,
  fixtureScans,
  fixtureShipment,
  fixtureTrackedOrder,
} from './tracking-fixtures.ts';
import { shipmentKey } from './tracking-queries.ts';

const TEXTS = {
  heading: 'Track your order',
  text: 'Enter your order number and the e-mail address or phone number you used at checkout.',
  button_label: 'Track order',
};

const TRACK = 'POST /api/track-order';
const SCANS = 'GET /api/track-order/NW1234567840';

const bodyOf = (request: RequestOptions) => (request.body ?? {}) as Record<string, unknown>;

/** The API as the reference one answers: the order for its e-mail or phone, else the one message. */
function trackingApi(extra: Record<string, FixtureRoute> = {}) {
  return routeApi({
    [TRACK]: (request: RequestOptions) => {
      const { order_no, email, phone } = bodyOf(request);
      if (order_no === 'NW100004' && (email === 'meera@example.com' || phone === '9000000001')) {
        return fixtureTrackedOrder();
      }
      throw new ApiError(TRACK_ORDER_NOT_FOUND_MESSAGE, { status: 404 });
    },
    [SCANS]: fixtureShipment(),
    ...extra,
  });
}

function renderTracking({
  api = trackingApi(),
  entry = '/track-order',
  values = authValues(),
  queries = [],
}: {
  api?: ApiClient;
  entry?: string;
  values?: StorefrontValues;
  queries?: ReadonlyArray<readonly [readonly unknown[], unknown]>;
} = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SectionProviders api={api} values={values} queries={queries}>
            <TrackOrderView {...TEXTS} api={api} />
          </SectionProviders>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
}

const orderField = () => screen.getByRole('textbox', { name: 'Order number' });
const contactField = () => screen.getByRole('textbox', { name: 'E-mail or phone' });

async function track(orderNo: string, contact: string) {
  await userEvent.clear(orderField());
  if (orderNo) await userEvent.type(orderField(), orderNo);
  await userEvent.clear(contactField());
  if (contact) await userEvent.type(contactField(), contact);
  await userEvent.click(screen.getByRole('button', { name: 'Track order' }));
}

describe('TrackOrder (spec §2 "Track order: form, result, scans popup and stepper")', () => {
  it('shows the heading, the help text and an empty form on /track-order', () => {
    renderTracking();
    expect(screen.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
    expect(screen.getByText(TEXTS.text)).toBeVisible();
    expect(orderField()).toHaveValue('');
    expect(contactField()).toHaveValue('');
  });

  it('asks for both fields with the contract’s message before calling the API', async () => {
    const api = trackingApi();
    renderTracking({ api });
    await userEvent.click(screen.getByRole('button', { name: 'Track order' }));
    await waitFor(() => expect(orderField()).toHaveAccessibleDescription(FIELD_REQUIRED_MESSAGE));
    expect(contactField()).toHaveAccessibleDescription(FIELD_REQUIRED_MESSAGE);
    expect(orderField()).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says what an e-mail needs when the contact is neither an e-mail nor a phone', async () => {
    const api = trackingApi();
    renderTracking({ api });
    await track('NW100004', 'meera@');
    await waitFor(() => expect(contactField()).toHaveAccessibleDescription(INVALID_EMAIL_MESSAGE));
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the order: status, date placed, total, lines, and where it stands in the stepper', async () => {
    renderTracking();
    await track('nw100004', 'Meera@Example.com');
    const result = await screen.findByRole('region', { name: 'Order NW100004' });
    expect(within(result).getByText('Shipped', { selector: 'span' })).toBeVisible();
    expect(within(result).getByText('₹5,498.00')).toBeVisible();
    expect(within(result).getByText('5 Mar 2025')).toBeVisible();
    expect(within(result).getByText('3 items')).toBeVisible();
    const lines = within(result).getByRole('list', { name: 'Items' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      'Summit Peak Head Torch 400SKU NW-TORCH-400Qty 2',
      'Northwind Classic FleeceSKU NW-FLEECE-M-BLUEQty 1',
    ]);
    // the heading of the result takes focus, so it is read next
    expect(screen.getByRole('heading', { name: 'Order NW100004' })).toHaveFocus();
  });

  it('marks the current step of the stepper, an ordered list, with aria-current', async () => {
    renderTracking();
    await track('NW100004', 'meera@example.com');
    const stepper = await screen.findByRole('list', { name: 'Order progress' });
    expect(stepper.tagName).toBe('OL');
    const steps = within(stepper).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.split(/\d/)[0])).toEqual([
      'Done: Placed',
      'Shipped',
      'Not yet: Delivered',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps.filter((step) => step.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('sends the e-mail in small letters and a phone as its digits, without +91', async () => {
    const api = trackingApi();
    renderTracking({ api });
    await track('NW100004', '+91 90000 00001');
    await screen.findByRole('region', { name: 'Order NW100004' });
    const sent = api.calls.filter((call) => call.method === 'POST').map((c) => c.options.body);
    expect(sent).toEqual([{ order_no: 'NW100004', phone: '9000000001' }]);
  });

  it('answers a wrong pair with the server’s one message by the form, keeping what was typed', async () => {
    renderTracking();
    await track('NW100004', 'someone@example.com');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TRACK_ORDER_NOT_FOUND_MESSAGE);
    expect(screen.getAllByText(TRACK_ORDER_NOT_FOUND_MESSAGE)).toHaveLength(1);
    expect(orderField()).toHaveValue('NW100004');
    expect(contactField()).toHaveValue('someone@example.com');
    expect(screen.queryByRole('list', { name: 'Order progress' })).not.toBeInTheDocument();

    // put right, the message goes and the order shows
    await track('NW100004', 'meera@example.com');
    expect(await screen.findByRole('region', { name: 'Order NW100004' })).toBeVisible();
    expect(screen.queryByText(TRACK_ORDER_NOT_FOUND_MESSAGE)).not.toBeInTheDocument();
  });

  it('puts a 422’s message for the e-mail or phone on that field', async () => {
    const api = trackingApi({
      [TRACK]: () => {
        throw new ApiError('Validation failed', {
          status: 422,
          fieldErrors: { phone: ['This field is not valid'] },
        });
      },
    });
    renderTracking({ api });
    await track('NW100004', '9000000001');
    await waitFor(() =>
      expect(contactField()).toHaveAccessibleDescription('This field is not valid'),
    );
  });

  it('says when the call failed and tracks again with Try again, never stuck', async () => {
    let attempts = 0;
    const api = trackingApi({
      [TRACK]: () => {
        attempts += 1;
        if (attempts === 1) throw new ApiError('fetch failed', { status: 0 });
        return fixtureTrackedOrder();
      },
    });
    renderTracking({ api });
    await track('NW100004', 'meera@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(TRACKING_FAILED_MESSAGE);
    const submit = screen.getByRole('button', { name: 'Track order' });
    expect(submit).not.toHaveAttribute('aria-busy');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Order NW100004' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('says that the courier appears once shipped, and offers no scans before', async () => {
    const api = trackingApi({ [TRACK]: fixturePlacedOrder() });
    renderTracking({ api });
    await track('NW100006', 'meera@example.com');
    await screen.findByRole('region', { name: 'Order NW100006' });
    expect(screen.getByText(/Once your order ships/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'View scans' })).not.toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole(
      'listitem',
    );
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
  });
});

describe('the scans popup', () => {
  async function openScans(api = trackingApi()) {
    renderTracking({ api });
    await track('NW100004', 'meera@example.com');
    await screen.findByRole('region', { name: 'Order NW100004' });
    const button = screen.getByRole('button', { name: 'View scans' });
    await userEvent.click(button);
    return { button, dialog: await screen.findByRole('dialog', { name: 'Shipment scans' }) };
  }

  it('loads the scans by waybill, newest first, in a dialog that holds the focus', async () => {
    const api = trackingApi();
    const { dialog } = await openScans(api);
    expect(dialog).toHaveAccessibleDescription('Waybill NW1234567840 · Delhivery');
    const scans = await within(dialog).findByRole('list', { name: 'Scans, newest first' });
    expect(
      within(scans)
        .getAllByRole('listitem')
        .map((scan) => scan.textContent),
    ).toEqual([
      expect.stringContaining('In transitHyderabad hub'),
      expect.stringContaining('Picked upBengaluru warehouse'),
    ]);
    expect(api.calls.some((call) => call.method === 'GET' && call.path === SCANS.slice(4))).toBe(
      true,
    );
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let step = 0; step < 3; step += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes with Escape and gives the focus back to View scans', async () => {
    const { button } = await openScans();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('says when the scans could not be loaded and loads them with Try again', async () => {
    let attempts = 0;
    const api = trackingApi({
      [SCANS]: () => {
        attempts += 1;
        if (attempts === 1) throw new ApiError('fetch failed', { status: 0 });
        return fixtureShipment();
      },
    });
    const { dialog } = await openScans(api);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not load the scans.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('list', { name: 'Scans, newest first' })).toBeVisible();
  });

  it('says there are no scans yet for a shipment without any', async () => {
    const { dialog } = await openScans(trackingApi({ [SCANS]: fixtureShipment({ scans: [] }) }));
    expect(await within(dialog).findByText(/No scans yet/)).toBeVisible();
  });
});

describe('a tracking link, /track-order/{slug}', () => {
  it('fills the order number from the URL', async () => {
    renderTracking({ entry: '/track-order/NW100004' });
    expect(orderField()).toHaveValue('NW100004');
    expect(contactField()).toHaveValue('');
  });

  it('fills in the e-mail of a customer who came from their account', async () => {
    renderTracking({ entry: '/track-order/NW100004', values: authValues({}, demoCustomer) });
    await waitFor(() => expect(contactField()).toHaveValue(demoCustomer.email));
    expect(orderField()).toHaveValue('NW100004');
  });

  it('leaves the e-mail to a customer on the bare form', async () => {
    renderTracking({ values: authValues({}, demoCustomer) });
    expect(contactField()).toHaveValue('');
  });

  it('shows the shipment of a waybill at once, its scans a click away, the order number empty', async () => {
    renderTracking({
      entry: '/track-order/NW1234567840',
      queries: [[shipmentKey('NW1234567840'), fixtureShipment()]],
    });
    const shipment = screen.getByRole('region', { name: 'Shipment NW1234567840' });
    expect(within(shipment).getByText('Delhivery')).toBeVisible();
    expect(within(shipment).getByText('In transit, Hyderabad hub')).toBeVisible();
    expect(orderField()).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Track the whole order' })).toBeVisible();
    await userEvent.click(within(shipment).getByRole('button', { name: 'View scans' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shipment scans' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(fixtureScans().length);
  });
});
