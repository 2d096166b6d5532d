import { expect, test } from './support/fixtures.ts';

// spec §2: "Any path containing '/product/' is a product page" — a product segment followed by a
// slug shows that product wherever it stands in the path, not only at the start.

test.describe('page location', () => {
  test('a product under another path segment is the product page', async ({ page }) => {
    const response = await page.goto('/x/product/northwind-classic-fleece');
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Northwind Classic Fleece' }),
    ).toBeVisible();
  });
});
