import { ContactPage, newsletterBox, StoreForm, TradeEnquiryPage } from './pages/contact-page.ts';
import { expect, expectAccessible, responseError, test } from './support/fixtures.ts';

// Reaching the store (issue 16; spec §2 "contact, get in touch, trade enquiry, e-mail
// subscription, map embed"; spec §7 content.form, content.submitForm, plugins.tradeEnquiry,
// plugins.emailSubscribe) against the real server and its database.

const CONTACT_THANKS = 'Thank you for writing to us. We will reply within one working day.';
const MAP_URL = 'https://www.google.com/maps?q=Lavelle+Road,+Bengaluru&output=embed';

/** An address no other test (or earlier run of this one) has subscribed. */
const freshEmail = (tag: string) =>
  `hiker-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 844 } });

    test('a shopper sends the contact form: a mistake named on its field, then the thanks and an empty form', async ({
      page,
      allowConsoleErrors,
    }) => {
      test.setTimeout(60_000); // three sends and three accessibility scans
      // the API's refusal of the mistyped address, on purpose: logged by the browser and the client
      allowConsoleErrors(
        responseError(422, '/api/form/submit/contact'),
        /^console error: \[api\] POST \/api\/form\/submit\/contact failed: The given data was invalid/,
      );
      const contact = new ContactPage(page);
      await contact.open();
      // the form and the details are in the server's HTML (the definition is prefetched)
      await expect(contact.details.getByRole('link', { name: /^care@/ })).toBeVisible();
      await expectAccessible(page);

      const form = contact.contactForm;
      await form.fill({ Email: 'asha@example.com' });
      await form.submit();
      await form.expectFieldError('Name', 'This field is required');
      await form.expectFieldError('Message', 'This field is required');
      await expect(form.field('Name')).toBeFocused();

      // a typo the browser lets through and the API refuses: its 422 lands on the field
      await form.fill({
        Name: 'Asha Verma',
        Email: 'asha@example.c',
        Topic: 'Repairs',
        Message: 'Can you re-proof my rain shell?',
      });
      await form.submit();
      await form.expectFieldError('Email', 'The value must be an valid email address');
      // spec §8: a 422 is the form's, never a toast
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
      await expect(form.field('Message')).toHaveValue('Can you re-proof my rain shell?');
      await expectAccessible(page);

      await form.fill({ Email: 'asha@example.com' });
      await form.submit();
      await form.expectSent(CONTACT_THANKS);
      await expect(form.field('Topic')).toHaveValue('');
      await expect(form.field('Email')).not.toHaveAttribute('aria-invalid');
      await expectAccessible(page);
    });

    test('subscribing twice from the footer: the second answer says the address already is', async ({
      page,
    }) => {
      await page.goto('/about-us');
      const box = newsletterBox(page);
      // the box loads its code when the shopper turns to it (hydrate: 'intent'): box.fill points at it
      const email = freshEmail(String(width));
      await box.fill({ 'Email address': email });
      await box.submit();
      await box.expectSent('Thank you for subscribing');

      await box.fill({ 'Email address': email.toUpperCase() });
      await box.submit();
      await box.expectSent('You are already subscribed');
      await expect(box.form.getByRole('alert')).toHaveCount(0);
      await expectAccessible(page);
    });
  });
}

test('a trade enquiry is sent and answered with the team’s promise', async ({ page }) => {
  const trade = new TradeEnquiryPage(page);
  await trade.open();
  await expectAccessible(page);
  const form = trade.enquiryForm;
  await form.fill({
    Name: 'Ravi Kumar',
    Email: 'ravi@trekclub.in',
    Phone: '98765',
    'Units needed': '0',
  });
  await form.submit();
  await form.expectFieldError('Phone', 'This field is not valid');
  await form.expectFieldError('Units needed', 'Enter a whole number from 1 to 1,000,000');

  await form.fill({
    'Company or club': 'Bengaluru Trek Club',
    Phone: '9876543210',
    'Units needed': '40',
    'What are you looking for?': 'Rain jackets for our monsoon treks, with our logo.',
  });
  await form.submit();
  await form.expectSent(
    'Thank you for your enquiry. Our team will contact you within two working days.',
  );
  await expectAccessible(page);
});

test('get in touch asks for a group size among the trip’s details, beside the store’s', async ({
  page,
}) => {
  await page.goto('/get-in-touch');
  await expect(page.getByRole('heading', { level: 1, name: 'Get in touch' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Visit our store' })).toContainText(
    '+91 80 4000 1234',
  );
  await expectAccessible(page);
  const trip = new StoreForm(
    page,
    page.getByRole('form', { name: 'Get in touch' }),
    'Get in touch',
  );
  await trip.fill({
    Name: 'Meera',
    Email: 'meera@school.example',
    Phone: '9876501234',
    'Group size': 'a class of 30',
  });
  await trip.submit();
  await trip.expectFieldError('Group size', 'The value must be numeric');
  await trip.fill({ 'Group size': '30', 'When are you going?': 'Winter' });
  await trip.submit();
  await trip.expectSent(/^Thank you\. A trail expert/);
});

test.describe('the map', () => {
  test('loads only after the shopper agrees to its cookies, and no map is in the server’s HTML', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/contact-us')).text();
    expect(html).not.toContain('<iframe');
    expect(html).toContain('Load map');

    const contact = new ContactPage(page);
    await contact.open();
    await contact.map.scrollIntoViewIfNeeded();
    await expect(contact.map).toContainText('The map is shown by Google Maps, which sets cookies.');
    await expect(contact.map.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=14%20Lavelle%20Road/,
    );
    await expect(contact.mapFrame).toHaveCount(0);
    await expectAccessible(page);

    await contact.loadMap();
    await expect(contact.mapFrame).toHaveAttribute('src', MAP_URL);
    await expect(contact.mapFrame).toHaveAttribute('loading', 'lazy');
    await expect(contact.mapFrame).toHaveAttribute('title', /^Map of 14 Lavelle Road/);
  });

  test.describe('with optional cookies accepted', () => {
    test.use({
      storageState: {
        cookies: [
          {
            name: 'sf_cookie_consent',
            value: encodeURIComponent(
              JSON.stringify({
                state: {
                  preferences: [
                    { id: 'necessary', accepted: true },
                    { id: 'optional', accepted: true },
                  ],
                },
                version: 1,
              }),
            ),
            domain: 'localhost',
            path: '/',
            expires: -1,
            httpOnly: false,
            secure: false,
            sameSite: 'Lax',
          },
        ],
        origins: [],
      },
    });

    test('shows the map without asking again', async ({ page }) => {
      const contact = new ContactPage(page);
      await contact.open();
      await contact.map.scrollIntoViewIfNeeded();
      await expect(contact.mapFrame).toHaveAttribute('src', MAP_URL);
      await expect(contact.map.getByRole('button', { name: 'Load map' })).toHaveCount(0);
    });
  });
});
