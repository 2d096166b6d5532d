import { type ReactNode, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiError } from '../../runtime/api/api-error.ts';
import type { ApiClient } from '../../runtime/api/client.ts';
import {
  readInitialValues,
  type StorefrontValues,
} from '../../runtime/storefront/initial-values.ts';
import {
  type FixtureRoute,
  routeApi,
  SectionProviders,
} from '../../runtime/testing/section-fixtures.tsx';
import type { Form } from '../../schemas/api/content.ts';

export { routeApi } from '../../runtime/testing/section-fixtures.tsx';

// Test and story fixtures of the forms sections: a store with the content plugins installed, its
// contact form, and an API that answers them.

/** The contact form's definition, as `GET /api/form/contact` answers it. */
export const fixtureContactForm: Form = {
  id: 'contact',
  title: 'Contact us',
  description: 'Questions about sizing, an order or a repair? We answer within one working day.',
  submit_label: 'Send message',
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true, placeholder: '', options: [] },
    { name: 'email', label: 'Email', type: 'email', required: true, placeholder: '', options: [] },
    {
      name: 'phone',
      label: 'Phone',
      type: 'tel',
      required: false,
      placeholder: '10-digit mobile number',
      options: [],
    },
    {
      name: 'topic',
      label: 'Topic',
      type: 'select',
      required: false,
      placeholder: '',
      options: ['An order', 'Sizing advice', 'Repairs'],
    },
    {
      name: 'message',
      label: 'Message',
      type: 'textarea',
      required: true,
      placeholder: '',
      options: [],
    },
    {
      name: 'newsletter',
      label: 'Send me trail stories and offers',
      type: 'checkbox',
      required: false,
      placeholder: '',
      options: [],
    },
  ],
};

/** The 'Get in touch' form: a number field among others. */
export const fixtureGetInTouchForm: Form = {
  id: 'get-in-touch',
  title: 'Plan a group trek with us',
  description: 'Tell us about the trip and our trail team will suggest the kit.',
  submit_label: 'Get in touch',
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true, placeholder: '', options: [] },
    { name: 'email', label: 'Email', type: 'email', required: true, placeholder: '', options: [] },
    {
      name: 'group_size',
      label: 'Group size',
      type: 'number',
      required: true,
      placeholder: '',
      options: [],
    },
  ],
};

/** The thanks of the contact form. */
export const CONTACT_THANKS = 'Thank you for writing to us. We will reply within one working day.';

/** The store's settings the forms read: store details, customer care, the map. */
export const fixtureSettings = {
  store_name: 'Northwind Outfitters',
  store_email: 'hello@northwind.example',
  store_phone: '+91 80 4000 1234',
  store_address: '14 Lavelle Road\nBengaluru 560001',
  store_state: 'Karnataka',
  store_country: 'India',
  enable_customer_care: true,
  customer_care_email: 'care@northwind.example',
  customer_care_phone: '+91 80 4000 1235',
  customer_care_address: '',
  google_embed_url: 'https://www.google.com/maps?q=Lavelle+Road,+Bengaluru&output=embed',
};

/** The fixture store's values: the content plugins installed unless `plugins` says otherwise. */
export function formsValues(
  change: {
    plugins?: string[];
    settings?: Record<string, unknown>;
    storefront?: Record<string, unknown>;
  } = {},
): StorefrontValues {
  const plugins = change.plugins ?? ['TradeEnquiry', 'emailSubscription'];
  return readInitialValues({
    settings: { ...fixtureSettings, ...change.settings },
    storefront: {
      channel: { currency: { code: 'INR' }, country: { mobile_code: '+91' } },
      is_cookie_warning_enabled: true,
      ...change.storefront,
    },
    plugins: plugins.map((module_name) => ({ module_name, config: {} })),
  }).values;
}

/** A 422 as the API client throws it, with messages by field. */
export function refusal(fieldErrors: Record<string, string[]>): ApiError {
  return new ApiError('The given data was invalid.', { status: 422, fieldErrors });
}

/** An API answering the fixture forms and their submissions (override any route). */
export function formsApi(routes: Record<string, FixtureRoute> = {}) {
  return routeApi({
    'GET /api/form/contact': fixtureContactForm,
    'GET /api/form/get-in-touch': fixtureGetInTouchForm,
    'POST /api/form/submit/contact': { message: CONTACT_THANKS },
    'POST /api/form/submit/get-in-touch': { message: 'Thank you. We will call you.' },
    ...routes,
  });
}

/** The providers a forms section finds in the storefront. */
export function FormsProviders({
  api = formsApi(),
  values = formsValues(),
  queries,
  children,
}: {
  api?: ApiClient;
  values?: StorefrontValues;
  queries?: ReadonlyArray<readonly [readonly unknown[], unknown]>;
  children: ReactNode;
}) {
  return (
    <SectionProviders api={api} values={values} queries={queries}>
      {children}
    </SectionProviders>
  );
}

/** {@link FormsProviders} inside a memory router at `path`, as component tests render a section. */
export function FormsFixture({
  path = '/contact-us',
  children,
  ...providers
}: Parameters<typeof FormsProviders>[0] & { path?: string }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [{ path: '*', element: <FormsProviders {...providers}>{children}</FormsProviders> }],
      { initialEntries: [path] },
    ),
  );
  return <RouterProvider router={router} />;
}
