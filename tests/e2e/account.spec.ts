import type { Page } from '@playwright/test';
import {
  ACCOUNT_PANELS,
  ACCOUNT_TITLES,
  AccountPage,
  type AccountPanel,
} from './pages/account-page.ts';
import {
  AuthDialog,
  DEMO_CUSTOMER,
  FIXED_OTP,
  newShopper,
  registerByApi,
} from './pages/login-dialog.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { hydrated } from './support/hydrated.ts';

// The customer account (issue 15) against the real server: the menu and each page's title, the
// dashboard, profile edits with phone verification, change password, logout, a phone's viewport
// and axe on every page. Whatever changes data runs as a freshly registered customer, so specs
// that use the demo customer are not disturbed. A guest sent to log in is gates.spec's.

/** Logs the demo customer in through the API in the page's browser context. */
async function loginDemoByApi(page: Page): Promise<void> {
  const answer = await page.request.post('/api/auth/login', {
    data: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, remember_me: false },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** A phone number no other shopper of this run has (9 then nine digits). */
function anotherPhone(than: string): string {
  const next = `9${String((Number(than.slice(1)) + 7_654_321) % 1_000_000_000).padStart(9, '0')}`;
  return next;
}

test.describe('customer account', () => {
  test('the demo customer logs in, sees the dashboard and reaches every page from the menu', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    const auth = new AuthDialog(page);
    await auth.openFromHeader();
    await auth.follow('Login with Email');
    await auth.loginWithEmail(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await expect(page).toHaveURL(/\/account$/);

    const account = new AccountPage(page);
    await expect(account.title).toHaveText('Account Overview');
    await expect(page.getByText(ACCOUNT_TITLES.Dashboard.description)).toBeVisible();
    await expect(page.getByText('Hello, Asha!')).toBeVisible();
    // spec §2 "Account menu": its groups in order, the current page marked
    await expect(account.menu.getByRole('list')).toHaveCount(3);
    await expect(account.menu.getByRole('link')).toHaveText([
      'Dashboard',
      'Profile',
      'Security',
      'Addresses',
      'Wishlist',
      'Orders & Refunds',
    ]);
    for (const [group, name] of [
      ['Home', 'Dashboard'],
      ['Account', 'Wishlist'],
      ['Orders', 'Orders & Refunds'],
    ] as const) {
      await expect(
        account.menu.getByRole('list', { name: group }).getByRole('link', { name, exact: true }),
      ).toBeVisible();
    }
    await expect(account.menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // the dashboard's cards: orders, default addresses, wishlist count
    const orders = page.getByRole('region', { name: 'Recent orders' });
    await expect(orders.getByRole('link', { name: /^Order NW1000\d\d$/ }).first()).toBeVisible();
    const addresses = page.getByRole('region', { name: 'Default addresses' });
    await expect(addresses.getByText('Shipping address')).toBeVisible();
    await expect(addresses.getByText('Billing address')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Wishlist' }).getByText(/saved products?$/),
    ).toBeVisible();
    // the login's toast fades in and out: axe would read its colours half-faded
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
    await expectAccessible(page);

    const panels = Object.keys(ACCOUNT_PANELS) as AccountPanel[];
    for (const name of [...panels.slice(1), 'Dashboard' as const]) {
      await account.openPanel(name);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(
        name === 'Dashboard' ? /My account/ : ACCOUNT_TITLES[name].title,
      );
      await expect(page.getByText(ACCOUNT_TITLES[name].description, { exact: true })).toBeVisible();
      await expectAccessible(page);
      if (name === 'Addresses') {
        // a short page still holds the whole menu: the footer starts below it
        const menu = await account.menu.boundingBox();
        const footer = await page.getByRole('contentinfo').first().boundingBox();
        expect((menu?.y ?? 0) + (menu?.height ?? 0)).toBeLessThanOrEqual(footer?.y ?? 0);
      }
    }
  });

  test('a new customer edits the profile; it survives a reload, and a taken e-mail is refused on its field', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/422/);
    const shopper = newShopper('profile');
    await registerByApi(page.request, shopper);
    await page.goto(ACCOUNT_PANELS.Profile);
    const form = page.getByRole('form', { name: 'Edit your profile' });
    const last = form.getByLabel('Last name');
    await hydrated(last);
    await expect(form.getByLabel('First name')).toHaveValue(shopper.first_name);
    await expect(form.getByLabel('Email')).toHaveValue(shopper.email);

    // another customer's e-mail comes back on the field, nothing typed is lost
    await last.fill('Iyer');
    await form.getByLabel('Email').fill(DEMO_CUSTOMER.email);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription(/already/i);
    await expect(last).toHaveValue('Iyer');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await expectAccessible(page);

    const email = `iyer.${shopper.email}`;
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile has been updated.')).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('form', { name: 'Edit your profile' }).getByLabel('Last name'),
    ).toHaveValue('Iyer');
    await expect(
      page.getByRole('form', { name: 'Edit your profile' }).getByLabel('Email'),
    ).toHaveValue(email);
    // the menu's greeting follows the saved name
    await expect(new AccountPage(page).menu.getByText(`${shopper.first_name} Iyer`)).toBeVisible();
  });

  test('a new customer verifies the phone; a new number needs verifying again', async ({
    page,
  }) => {
    const shopper = newShopper('verify');
    await registerByApi(page.request, shopper);
    await page.goto(ACCOUNT_PANELS.Profile);
    const form = page.getByRole('form', { name: 'Edit your profile' });
    const verify = form.getByRole('button', { name: 'Verify', exact: true });
    await hydrated(verify);
    await expect(form.getByText('Verified', { exact: true })).toHaveCount(0);

    await verify.click();
    const dialog = page.getByRole('dialog', { name: 'Verify Account' });
    await expect(dialog.getByText(/We sent a 4-digit code to/)).toContainText(shopper.phone);
    await dialog.getByLabel('Digit 1 of 4').click();
    await page.keyboard.type(FIXED_OTP);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(form.getByText('Verified', { exact: true })).toBeVisible();
    await expect(verify).toHaveCount(0);

    // spec §4 "Phone field": editing away from the verified number clears it
    const phone = form.getByLabel('Mobile number');
    const changed = anotherPhone(shopper.phone);
    await phone.fill(changed);
    await phone.blur();
    await expect(form.getByText('Verified', { exact: true })).toHaveCount(0);
    await expect(form.getByText('A new number is verified after it is saved.')).toBeVisible();
    // back to the verified number: verified again
    await phone.fill(shopper.phone);
    await phone.blur();
    await expect(form.getByText('Verified', { exact: true })).toBeVisible();

    // Verify with a new number saves it first, then verifies it
    await phone.fill(changed);
    await phone.blur();
    await form.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(dialog.getByText(/We sent a 4-digit code to/)).toContainText(changed);
    await dialog.getByLabel('Digit 1 of 4').click();
    await page.keyboard.type(FIXED_OTP);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Mobile number')).toHaveValue(changed);
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  });

  test('a new customer changes the password, logs out, and logs in with the new one', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/422/, /401/);
    const shopper = newShopper('password');
    await registerByApi(page.request, shopper);
    await page.goto(ACCOUNT_PANELS.Security);
    const form = page.getByRole('form', { name: 'Change password' });
    const current = form.getByLabel('Current password');
    await hydrated(current);
    // the sign-in of the registration is in the access log
    const logs = page.getByRole('region', { name: 'Access logs' });
    await expect(logs.getByRole('listitem')).not.toHaveCount(0);
    await expect(logs.getByText(/^IP /).first()).toBeVisible();

    await current.fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill('Ridge#2026');
    await expect(form.getByText('Strength: Strong')).toBeVisible();
    await form.getByLabel('Confirm new password').fill('Ridge#2026');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(current).toHaveAccessibleDescription('The current password is incorrect.');
    await expectAccessible(page);

    await current.fill(shopper.password);
    await form.getByLabel('New password', { exact: true }).fill('Ridge#2026');
    await form.getByLabel('Confirm new password').fill('Ridge#2026');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(
      form.getByText(
        'Your password has been changed. You stay logged in here; other devices have been logged out.',
      ),
    ).toHaveAttribute('role', 'status');
    await expect(current).toHaveValue('');

    const account = new AccountPage(page);
    await account.logout();
    await expect(page).toHaveURL(/\/$/);
    // home is a guest's, and the footer, which waits for the shopper to hydrate, hydrates as it
    // was drawn (the console guard fails the test on a hydration mismatch)
    const preferences = page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Manage Cookies' });
    await preferences.hover();
    await hydrated(preferences);
    await page.goto('/account');
    await expect(page).toHaveURL('/?login=1&redirect=%2Faccount');
    const auth = new AuthDialog(page);
    const login = auth.named('Login');
    await expect(login).toBeVisible();
    await auth.follow('Login with Email');
    await auth.loginWithEmail(shopper.email, shopper.password);
    await expect(login.getByLabel('Email')).toHaveAccessibleDescription(
      'These credentials do not match our records.',
    );
    await login.getByLabel('Password').fill('Ridge#2026');
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(account.title).toHaveText('Account Overview');
  });

  test('on a phone the menu folds behind one button and every page passes axe', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginDemoByApi(page);
    await page.goto('/account');
    const account = new AccountPage(page);
    await expect(account.title).toHaveText('Account Overview');
    await expect(account.menuToggle).toBeVisible();
    await expect(account.menuToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(account.menu.getByRole('link', { name: 'Profile' })).toBeHidden();
    await expectAccessible(page);

    for (const name of ['Profile', 'Security', 'Orders & Refunds'] as const) {
      await account.openPanel(name);
      // the folded menu names the page, and closes on arrival
      await expect(account.menuToggle).toContainText(name);
      await expect(account.menuToggle).toHaveAttribute('aria-expanded', 'false');
      await expectAccessible(page);
    }
    // one line per entry: no label wraps on a phone
    await account.menuToggle.click();
    for (const link of await account.menu.getByRole('link').all()) {
      const box = await link.boundingBox();
      expect(box?.height).toBeLessThanOrEqual(48);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
    // nothing wider than the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  test('a customer whose session ends mid-edit logs in again in place and keeps what they typed', async ({
    page,
    playwright,
    baseURL,
    allowConsoleErrors,
  }) => {
    // the browser reports the refused save itself; the page shows no error
    allowConsoleErrors(/status of 401 \(Unauthorized\).*\/api\/account\/update-profile/);
    const shopper = newShopper('relogin');
    await registerByApi(page.request, shopper);
    await page.goto(ACCOUNT_PANELS.Profile);
    const form = page.getByRole('form', { name: 'Edit your profile' });
    const last = form.getByLabel('Last name');
    await hydrated(last);
    await last.fill('Krishnan');

    // the session ends on the server (as a logout on another device does); the page still shows
    // the customer's form
    const cookie = (await page.context().cookies())
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
    const elsewhere = await playwright.request.newContext({
      ...(baseURL && { baseURL }),
      extraHTTPHeaders: { cookie },
    });
    const out = await elsewhere.post('/api/auth/logout');
    expect(out.status(), await out.text()).toBe(200);
    await elsewhere.dispose();

    await form.getByRole('button', { name: 'Save changes' }).click();
    const auth = new AuthDialog(page);
    const login = auth.named('Login');
    await expect(login).toHaveAccessibleDescription(
      'Your session has ended. Log in again to carry on: what you entered on the page is kept.',
    );
    // no error toast: the customer is asked, not scolded
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await expectAccessible(page);
    await auth.follow('Login with Email');
    await auth.loginWithEmail(shopper.email, shopper.password);
    await expect(login).toHaveCount(0);
    await expect(page).toHaveURL(/\/account\/profile$/);
    await expect(last).toHaveValue('Krishnan');

    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile has been updated.')).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('form', { name: 'Edit your profile' }).getByLabel('Last name'),
    ).toHaveValue('Krishnan');
  });
});
