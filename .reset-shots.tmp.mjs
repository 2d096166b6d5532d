import { chromium } from '@playwright/test';
const link = process.argv[2];
const out = '/tmp/auth-shots';
const consent = { name: 'sf_cookie_consent', value: encodeURIComponent(JSON.stringify({ state: { preferences: [{ id: 'necessary', accepted: true }] }, version: 1 })), domain: 'localhost', path: '/' };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
  await context.addCookies([consent]);
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  const shot = async (name, full = false) => { await page.waitForTimeout(400); await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: full }); };
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).waitFor();
  await page.waitForTimeout(1500);
  await shot('reset-empty');
  await page.getByRole('button', { name: 'Reset Password' }).click(); await shot('reset-error');
  await page.getByLabel('New password', { exact: true }).fill('abc'); await page.getByLabel('Confirm new password').fill('abd');
  await page.getByRole('button', { name: 'Reset Password' }).click(); await shot('reset-error-values');
  await page.getByLabel('New password', { exact: true }).fill('Summit#2026'); await page.getByLabel('Confirm new password').fill('Summit#2026'); await shot('reset-filled');
  // expired link page
  await page.goto(link.replace(/\/[^/]+$/, '/not-a-real-token')); await shot('reset-invalid-link');
  await page.goto('http://localhost:3415/admin/login?token=shot-admin'); await shot('admin-login');
  await page.goto('http://localhost:3415/admin/login?token=wrong'); await shot('admin-login-refused');
  console.log(width, errors);
  await context.close();
}
await browser.close();
