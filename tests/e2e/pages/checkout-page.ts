import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/fixtures.ts';
import { hydrated } from '../support/hydrated.ts';

// The checkout as a shopper goes through it (spec §2 "Checkout: contact, address, shipping method,
// payment method, payment processing popup, complete, failed", "Address step UI modes", §4
// "Checkout steps", "Address area", §5 "Address step", "Payment step"): the stepper, contact and
// address parts (checkout-address.spec.ts), the methods, terms, Place Order, the card popup and
// the result pages (checkout-payment.spec.ts).

/** Which address a form or selector is for (spec §3 `address_type`). */
export type AddressType = 'Shipping' | 'Billing';

/**
 * Address fields by their label. The fields come from the store's address-field definitions
 * (spec §3: `column_name`, `label`, `is_required`), so a spec names them as the store labels them.
 */
export type AddressFields = Readonly<Record<string, string>>;

/** The checkout as a shopper goes through it: contact, address, shipping, payment, order. */
export class CheckoutPage {
  constructor(readonly page: Page) {}

  /** Opens the address step and waits until its 'Continue' can be used. */
  async openAddress(): Promise<void> {
    await this.page.goto('/checkout/address');
    await expect(this.page).toHaveURL(/\/checkout\/address$/);
    await hydrated(this.continueButton);
    await hydrated(this.contact.getByRole('heading', { name: 'Contact' }));
  }

  /** The stepper: Cart (1), Address (2), Payment (3) (spec §4 "Checkout steps"). */
  get stepper(): Locator {
    return this.page.getByRole('navigation', { name: 'Checkout steps' });
  }

  /** The step messages of the last 'Continue' (spec §5), in order. */
  get problem(): Locator {
    return this.page.getByRole('alert', { name: 'Before you continue' });
  }

  /** The texts of {@link problem}'s messages, in order. */
  async problems(): Promise<string[]> {
    return this.problem.getByRole('listitem').allInnerTexts();
  }

  /** The contact block. */
  get contact(): Locator {
    return this.page.getByRole('region', { name: 'Contact' });
  }

  /** The contact's phone field. */
  get phone(): Locator {
    return this.contact.getByRole('textbox', { name: /phone/i });
  }

  /** The contact fields: e-mail and phone (spec §5 'Phone No is empty', 'Email address is empty'). */
  async fillContact(contact: { email?: string; phone?: string }): Promise<void> {
    if (contact.email !== undefined) {
      await this.contact.getByRole('textbox', { name: /e-?mail/i }).fill(contact.email);
    }
    if (contact.phone !== undefined) {
      await this.phone.fill(contact.phone);
      await this.phone.blur();
    }
  }

  /** The address area of `type`: heading 'Shipping address' or 'Billing address'. */
  addressArea(type: AddressType = 'Shipping'): Locator {
    return this.page.getByRole('region', { name: `${type} address` });
  }

  /** The address form of `type` ('Add Address' / 'Edit Address' mode of the address area). */
  addressForm(type: AddressType = 'Shipping'): Locator {
    return this.page.getByRole('form', { name: `${type} address` });
  }

  /** The selector's radio buttons of `type` ('Select Address' mode). */
  addressChoices(type: AddressType = 'Shipping'): Locator {
    return this.addressArea(type).getByRole('radiogroup');
  }

  /** 'Continue to Payment'. */
  get continueButton(): Locator {
    return this.page.getByRole('button', { name: 'Continue to Payment' });
  }

  /** Continues to the payment step and waits for it. */
  async continueToPayment(): Promise<void> {
    await this.continueButton.click();
    await expect(this.page).toHaveURL(/\/checkout\/payment$/);
  }

  /**
   * Fills the address form by field label: a drop-down (country, state) gets the option with that
   * label, any other field the text. Then 'Save Address' (spec §2 activity label).
   */
  async fillAddress(fields: AddressFields, type: AddressType = 'Shipping'): Promise<void> {
    const form = this.addressForm(type);
    for (const [label, value] of Object.entries(fields)) {
      const select = form.getByRole('combobox', { name: label, exact: true });
      if ((await select.count()) > 0) await select.selectOption({ label: value });
      else await form.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(form).toBeHidden();
  }

  /** Chooses a shipping method by its name (spec §5 'Shipping Method is empty'). */
  async chooseShipping(name: string): Promise<void> {
    await this.methods('Shipping Method').getByRole('radio', { name, exact: true }).check();
  }

  /** Chooses a payment method by its name (spec §5 'Payment Method is empty'). */
  async choosePayment(name: string): Promise<void> {
    await this.methods('Payment Method').getByRole('radio', { name, exact: true }).check();
  }

  /** Opens the payment step (`/checkout/payment`) and waits until it can be used. */
  async openPayment(): Promise<void> {
    await this.page.goto('/checkout/payment');
    await expect(this.page).toHaveURL(/\/checkout\/payment$/);
    await hydrated(this.placeOrderButton);
  }

  /** The payment step's 'Place Order' button. */
  get placeOrderButton(): Locator {
    return this.page.getByRole('button', { name: /^place order$/i });
  }

  /** Ticks 'I have read and agree to the terms and conditions' (setting `allow_tnc_checkout`). */
  async acceptTerms(): Promise<void> {
    await this.page.getByRole('checkbox', { name: /agree to the terms and conditions/i }).check();
  }

  /** Places the order and waits for the complete or failed page (cash on delivery). */
  async placeOrder(): Promise<void> {
    await this.placeOrderButton.click();
    await expect(this.page).toHaveURL(/\/checkout-(complete|failed)\b/);
  }

  /** The shipping or payment method group, with its problem under it (spec §5). */
  methods(name: 'Shipping Method' | 'Payment Method'): Locator {
    return this.page.getByRole('radiogroup', { name }).or(this.page.getByRole('group', { name }));
  }

  /** The payment processing popup (spec §2), opened by 'Place Order' with a card method. */
  get cardDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Pay by card' });
  }

  /** Types a card into the popup and pays; the caller waits for where that leads. */
  async payByCard(
    number: string,
    { expiry = '12/30', cvc = '123', name = 'Test Shopper' } = {},
  ): Promise<void> {
    const dialog = this.cardDialog;
    await dialog.getByRole('textbox', { name: 'Card number' }).fill(number);
    await dialog.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill(expiry);
    await dialog.getByRole('textbox', { name: 'Security code' }).fill(cvc);
    await dialog.getByRole('textbox', { name: 'Name on card' }).fill(name);
    await dialog.getByRole('button', { name: /^Pay\b/ }).click();
  }

  /** The order number the complete or failed page shows, e.g. `NW100007`. */
  async orderNumber(): Promise<string> {
    const text = await this.page.getByText(/^Order number\s+\S+$/).textContent();
    return (text ?? '').replace(/^Order number\s+/, '').trim();
  }
}
