import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../runtime/api/api-error.ts';
import { presetArgs } from '../../story-presets.ts';
import { CONTACT_THANKS, FormsFixture, formsApi, refusal } from '../forms-fixtures.tsx';
import FormSection, { FORM_FAILED_MESSAGE, FORM_UNAVAILABLE_MESSAGE } from './FormSection.tsx';
import { formSection } from './index.ts';

const contact = presetArgs(formSection, 'Contact');
const getInTouch = presetArgs(formSection, 'Get in touch');

function renderForm(api = formsApi(), props = contact) {
  render(
    <FormsFixture api={api}>
      <FormSection {...props} />
    </FormsFixture>,
  );
  return api;
}

const contactForm = () => screen.findByRole('form', { name: 'Contact us' });

/** The calls that sent the form. */
const submissions = (api: ReturnType<typeof formsApi>) =>
  api.calls.filter((call) => call.method === 'POST');

async function fillContact(form: HTMLElement) {
  await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), '  Asha Verma ');
  await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), 'asha@example.com');
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Topic' }), 'Repairs');
  await userEvent.type(within(form).getByRole('textbox', { name: 'Message' }), 'Do you fix zips?');
  await userEvent.click(
    within(form).getByRole('checkbox', { name: 'Send me trail stories and offers' }),
  );
}

describe('FormSection (spec §2 "contact, get in touch")', () => {
  it('draws the form from its definition, with customer care’s details beside it', async () => {
    renderForm();
    const form = await contactForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    expect(screen.getByText(/Questions about sizing/)).toBeVisible();
    expect(within(form).getByRole('textbox', { name: 'Name' })).toBeRequired();
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    const phone = within(form).getByRole('textbox', { name: 'Phone' });
    expect(phone).not.toBeRequired();
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('placeholder', '10-digit mobile number');
    const topic = within(form).getByRole('combobox', { name: 'Topic' });
    expect(
      within(topic)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'An order', 'Sizing advice', 'Repairs']);
    expect(within(form).getByRole('textbox', { name: 'Message' }).tagName).toBe('TEXTAREA');
    expect(
      within(form).getByRole('checkbox', { name: 'Send me trail stories and offers' }),
    ).not.toBeChecked();
    expect(within(form).getByRole('button', { name: 'Send message' })).toBeVisible();

    const details = screen.getByRole('region', { name: 'Customer care' });
    // customer care's phone and e-mail; its empty address falls back to the store's
    expect(within(details).getByRole('link', { name: 'care@northwind.example' })).toHaveAttribute(
      'href',
      'mailto:care@northwind.example',
    );
    expect(within(details).getByRole('link', { name: '+91 80 4000 1235' })).toHaveAttribute(
      'href',
      'tel:+918040001235',
    );
    expect(details).toHaveTextContent('14 Lavelle Road');
    expect(details).toHaveTextContent('Karnataka, India');
    expect(details).toHaveTextContent('We answer every day from 9 am to 7 pm.');
  });

  it('names what is missing or malformed in place and sends nothing', async () => {
    const api = renderForm();
    const form = await contactForm();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), 'asha@');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Phone' }), '98 76');
    await userEvent.click(within(form).getByRole('button', { name: 'Send message' }));

    const name = within(form).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('This field is required'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'The value must be an valid email address',
    );
    expect(within(form).getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'The value must be numeric',
    );
    expect(within(form).getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(submissions(api)).toHaveLength(0);

    // fixing a field clears its message as the shopper types
    await userEvent.type(name, 'Asha');
    await waitFor(() => expect(name).not.toHaveAccessibleDescription());
  });

  it('sends the trimmed answers, then clears the form and shows the thanks in place', async () => {
    const api = renderForm();
    const form = await contactForm();
    await fillContact(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent(CONTACT_THANKS));
    const [sent] = submissions(api);
    expect(sent?.path).toBe('/api/form/submit/contact');
    expect(sent?.options.body).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '',
      topic: 'Repairs',
      message: 'Do you fix zips?',
      newsletter: true,
    });
    // the thanks is shown here, not as a toast as well
    expect(sent?.options.silent).toBe(true);
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(within(form).getByRole('combobox', { name: 'Topic' })).toHaveValue('');
    expect(within(form).getByRole('checkbox', { name: /trail stories/ })).not.toBeChecked();
  });

  it('sends what was typed before its code arrived, once, however often submit was pressed', async () => {
    const api = renderForm();
    const form = await contactForm();
    // as in server HTML before the shopper's first focus: plain inputs, no form code yet
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Asha' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Email' }), {
      target: { value: 'asha@example.com' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Message' }), {
      target: { value: 'Hello' },
    });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent(CONTACT_THANKS));
    expect(submissions(api)).toHaveLength(1);
    expect(submissions(api)[0]?.options.body).toMatchObject({ name: 'Asha', message: 'Hello' });
  });

  it('puts the server’s 422 messages on their fields, the first focused', async () => {
    const api = formsApi({
      'POST /api/form/submit/contact': () => {
        throw refusal({ email: ['The value must be an valid email address'] });
      },
    });
    renderForm(api);
    const form = await contactForm();
    await fillContact(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Send message' }));

    const email = within(form).getByRole('textbox', { name: 'Email' });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('The value must be an valid email address'),
    );
    expect(email).toHaveFocus();
    expect(email).toHaveValue('asha@example.com');
    expect(within(form).getByRole('status')).toHaveTextContent('');
  });

  it('keeps everything typed when the call fails, and says so', async () => {
    const api = formsApi({
      'POST /api/form/submit/contact': () => {
        throw new ApiError('Service unavailable', { status: 503 });
      },
    });
    renderForm(api);
    const form = await contactForm();
    await fillContact(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Send message' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(FORM_FAILED_MESSAGE);
    expect(within(form).getByRole('textbox', { name: 'Message' })).toHaveValue('Do you fix zips?');
    expect(within(form).getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('checks a number field and sends it (Get in touch)', async () => {
    const api = renderForm(formsApi(), getInTouch);
    const form = await screen.findByRole('form', { name: 'Get in touch' });
    expect(screen.getByRole('region', { name: 'Visit our store' })).toHaveTextContent(
      'hello@northwind.example',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Ravi');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), 'ravi@club.in');
    const size = within(form).getByRole('textbox', { name: 'Group size' });
    await userEvent.type(size, 'twelve');
    await userEvent.click(within(form).getByRole('button', { name: 'Get in touch' }));
    await waitFor(() => expect(size).toHaveAccessibleDescription('The value must be numeric'));

    await userEvent.clear(size);
    await userEvent.type(size, '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Get in touch' }));
    await waitFor(() =>
      expect(within(form).getByRole('status')).toHaveTextContent('Thank you. We will call you.'),
    );
    expect(submissions(api)[0]?.options.body).toMatchObject({ group_size: '12' });
  });

  it('says the form is not available when it cannot be read, with the details still beside', async () => {
    renderForm(formsApi({ 'GET /api/form/contact': undefined }));
    expect(await screen.findByText(FORM_UNAVAILABLE_MESSAGE)).toBeVisible();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Customer care' })).toBeVisible();
  });
});
