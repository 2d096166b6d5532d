import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/fixtures.ts';

// TARGETS A SCREEN NOT BUILT YET: the account area (spec §2 routes /account…, "Account menu").
// Today a guest is sent to log in and the pages render no account panels. The locators are what
// the spec's words imply; the screen's builder makes them true (or changes them here, in one
// place). No spec uses this page object until the screen exists.

/** The account menu's entries (spec §2 "Account menu") and the route each opens. */
export const ACCOUNT_PANELS = {
  Dashboard: '/account',
  Profile: '/account/profile',
  Security: '/account/security',
  Addresses: '/account/addresses',
  Wishlist: '/account/wishlist',
  'Orders & Refunds': '/account/orders',
} as const;

export type AccountPanel = keyof typeof ACCOUNT_PANELS;

/** The account area as a customer uses it: open it, then a panel from the account menu. */
export class AccountPage {
  constructor(readonly page: Page) {}

  /** The account menu: a navigation landmark named 'Account'. */
  get menu(): Locator {
    return this.page.getByRole('navigation', { name: 'Account' });
  }

  /** Opens the dashboard, titled 'Account Overview' (spec §2). */
  async open(): Promise<void> {
    await this.page.goto(ACCOUNT_PANELS.Dashboard);
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Account Overview' }),
    ).toBeVisible();
  }

  /** Opens a panel by its name in the account menu, and waits for its route. */
  async openPanel(name: AccountPanel): Promise<void> {
    await this.menu.getByRole('link', { name, exact: true }).click();
    await expect(this.page).toHaveURL(new RegExp(`${ACCOUNT_PANELS[name]}$`));
    await expect(this.menu.getByRole('link', { name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
}
