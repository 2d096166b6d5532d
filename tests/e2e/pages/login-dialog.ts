import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { endpointUrl } from '../../../schemas/api/endpoint.ts';
import * as auth from '../../../schemas/api/endpoints/auth.ts';
import { expect } from '../support/fixtures.ts';
import { hydrated } from '../support/hydrated.ts';

/** The demo customer of the demo store (examples/demo-store/customers). */
export const DEMO_CUSTOMER = {
  email: 'demo@northwind.test',
  password: 'Demo@1234',
  phone: '9876543210',
} as const;

/** The code every OTP has on the e2e servers (OTP_FIXED_CODE). */
export const FIXED_OTP = '1234';

/** A new shopper's details, unique per call. */
export function newShopper(tag: string) {
  const serial = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
  return {
    first_name: 'Ravi',
    last_name: `Kumar ${tag}`,
    email: `ravi.${tag}.${serial}@example.test`,
    // Indian mobiles start 6–9; ten digits
    phone: `9${serial.padStart(9, '1').slice(-9)}`,
    password: 'Trail#2025',
  };
}

/** A shopper of {@link newShopper}. */
export type Shopper = ReturnType<typeof newShopper>;

/**
 * Registers `shopper` through the API (`auth.register`) in `request`'s context (a page's
 * `page.request`, or a context of its own), which is then logged in as them.
 */
export async function registerByApi(request: APIRequestContext, shopper: Shopper): Promise<void> {
  const answer = await request.post(endpointUrl(auth.register), {
    data: {
      first_name: shopper.first_name,
      last_name: shopper.last_name,
      phone: shopper.phone,
      email: shopper.email,
      password: shopper.password,
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/**
 * A new shopper with an account who is logged out again: the guest of a login test. The browser
 * keeps what the registration left (its cart, its shopper hint) unless the test clears it.
 */
export async function loggedOutShopper(request: APIRequestContext, tag: string): Promise<Shopper> {
  const shopper = newShopper(tag);
  await registerByApi(request, shopper);
  const answer = await request.post(endpointUrl(auth.logout));
  expect(answer.status(), await answer.text()).toBe(200);
  return shopper;
}

/**
 * The login and register dialogs as a shopper uses them (spec §2 "Auth popups"): opening them
 * from the header or the mobile footer, switching modes with the spec's links, and logging in or
 * registering each way.
 */
export class AuthDialog {
  constructor(private readonly page: Page) {}

  /** The open dialog, named by its title ('Login', 'Forgot Password?', 'Register'). */
  named(title: string): Locator {
    return this.page.getByRole('dialog', { name: title, exact: true });
  }

  /** The header's account icon (a link to /account that opens the dialog for a guest). */
  headerAccount(): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: 'Account' });
  }

  /** Opens the login dialog with the header's account icon. */
  async openFromHeader(): Promise<Locator> {
    const icon = this.headerAccount();
    await hydrated(icon);
    await icon.click();
    const dialog = this.named('Login');
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /**
   * Opens the login dialog with the mobile footer's Account tab. The footer hydrates when needed
   * (decision 0011): a tap before that is held and replayed once it has, as a shopper's would be.
   */
  async openFromMobileFooter(): Promise<Locator> {
    await hydrated(this.page.getByRole('banner').getByRole('link', { name: 'Cart' }));
    const tab = this.page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', {
      name: 'Account',
    });
    await tab.click();
    const dialog = this.named('Login');
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Follows a switch link ('Login with Email', 'REGISTER NOW', …) of the open dialog. */
  async follow(link: string): Promise<void> {
    await this.page.getByRole('dialog').getByRole('button', { name: link, exact: true }).click();
  }

  /** Sends a code to `phone` from the OTP form of the open dialog. */
  async sendOtp(phone: string): Promise<Locator> {
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Mobile number').fill(phone);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await expect(dialog.getByRole('button', { name: 'Verify OTP' })).toBeVisible();
    return dialog;
  }

  /** Types the code into the four boxes and verifies it. */
  async verifyOtp(code = FIXED_OTP): Promise<void> {
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Digit 1 of 4').click();
    await this.page.keyboard.type(code);
    await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  }

  /** Logs in by OTP from the open login dialog (in OTP mode). */
  async loginWithOtp(phone: string, code = FIXED_OTP): Promise<void> {
    await this.sendOtp(phone);
    await this.verifyOtp(code);
  }

  /** Logs in with e-mail and password from the open login dialog (in Legacy mode). */
  async loginWithEmail(email: string, password: string): Promise<void> {
    const dialog = this.named('Login');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  }

  /** Registers with a password from the open register dialog (in Legacy mode). */
  async registerWithEmail(shopper: ReturnType<typeof newShopper>): Promise<void> {
    const dialog = this.named('Register');
    await dialog.getByLabel('First name').fill(shopper.first_name);
    await dialog.getByLabel('Last name').fill(shopper.last_name);
    await dialog.getByLabel('Mobile number').fill(shopper.phone);
    await dialog.getByLabel('Email').fill(shopper.email);
    await dialog.getByLabel('Password').fill(shopper.password);
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  }
}
