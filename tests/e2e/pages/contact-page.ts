import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/fixtures.ts';
import { hydrated } from '../support/hydrated.ts';

// The pages of reaching the store (spec §2 "contact, get in touch, trade enquiry, e-mail
// subscription, map embed"): /contact-us with its form and map, /get-in-touch, /trade-enquiry,
// and the newsletter box above every page's footer. Every action waits for the form to be
// hydrated, so a spec never races React.

/** One of the store's forms as a shopper fills it in: by its fields' labels. */
export class StoreForm {
  constructor(
    readonly page: Page,
    /** The form element (named by its heading). */
    readonly form: Locator,
    /** Text of its submit button. */
    readonly submitLabel: string,
  ) {}

  /** A text field, textarea or select by its accessible name (its label, without the '*'). */
  field(label: string): Locator {
    const name = { name: label, exact: true };
    return this.form.getByRole('textbox', name).or(this.form.getByRole('combobox', name));
  }

  get submitButton(): Locator {
    return this.form.getByRole('button', { name: this.submitLabel });
  }

  /** The answer shown in place (role=status) once the form is sent. */
  get answer(): Locator {
    return this.form.getByRole('status');
  }

  /**
   * Turns to the form as a shopper does (pointing at it), which loads a section that hydrates on
   * intent only (the footer's subscription box), and waits for it to be hydrated.
   */
  async reach(): Promise<void> {
    await this.form.scrollIntoViewIfNeeded();
    await this.form.hover();
    await hydrated(this.submitButton);
  }

  /** Fills fields by label; a select takes its option. */
  async fill(values: Record<string, string>): Promise<void> {
    await this.reach();
    for (const [label, value] of Object.entries(values)) {
      const field = this.field(label);
      if ((await field.evaluate((element) => element.tagName)) === 'SELECT') {
        await field.selectOption(value);
      } else {
        await field.fill(value);
      }
    }
  }

  async submit(): Promise<void> {
    await this.reach();
    await this.submitButton.click();
  }

  /** Expects `label`'s field to be marked invalid with `message` (spec §5 wording). */
  async expectFieldError(label: string, message: string): Promise<void> {
    const field = this.field(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
  }

  /** Expects the answer in place and every text field emptied. */
  async expectSent(message: string | RegExp): Promise<void> {
    await expect(this.answer).toHaveText(message);
    for (const field of await this.form.getByRole('textbox').all())
      await expect(field).toHaveValue('');
  }
}

/** /contact-us: the contact form beside customer care's details, and the store's map. */
export class ContactPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/contact-us');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  }

  get contactForm(): StoreForm {
    return new StoreForm(
      this.page,
      this.page.getByRole('form', { name: 'Contact us' }),
      'Send message',
    );
  }

  /** Customer care's address, phone and e-mail beside the form. */
  get details(): Locator {
    return this.page.getByRole('region', { name: 'Customer care' });
  }

  /** The map section. */
  get map(): Locator {
    return this.page.getByRole('region', { name: 'Visit our Bengaluru store' });
  }

  get mapFrame(): Locator {
    return this.map.locator('iframe');
  }

  /** Agrees to the map's cookies for this visit. */
  async loadMap(): Promise<void> {
    const button = this.map.getByRole('button', { name: 'Load map' });
    await hydrated(button);
    await button.click();
    await expect(this.mapFrame).toBeAttached();
  }
}

/** /trade-enquiry: 'Bulk orders' and the trade enquiry form. */
export class TradeEnquiryPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/trade-enquiry');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Bulk orders' })).toBeVisible();
  }

  get enquiryForm(): StoreForm {
    return new StoreForm(
      this.page,
      this.page.getByRole('form', { name: 'Ask for a trade quote' }),
      'Send enquiry',
    );
  }
}

/** The newsletter box above the footer of every page of the default layout. */
export function newsletterBox(page: Page): StoreForm {
  return new StoreForm(
    page,
    page.getByRole('form', { name: 'Trail notes in your inbox' }),
    'Subscribe',
  );
}
