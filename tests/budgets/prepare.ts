import type { Page } from '@playwright/test';
import { AUTH_STORAGE_KEY } from '../../runtime/commerce/auth/auth-storage-key.ts';
import { AUTH_STORE_VERSION } from '../../runtime/commerce/auth/auth-store.ts';
import { endpointUrl } from '../../schemas/api/endpoint.ts';
import * as auth from '../../schemas/api/endpoints/auth.ts';
import * as cart from '../../schemas/api/endpoints/cart.ts';
import * as catalogue from '../../schemas/api/endpoints/catalogue.ts';
import type { PageSetup } from './page-budgets.ts';

/** The demo store's customer (examples/demo-store/customers). */
const DEMO_CUSTOMER = { email: 'demo@northwind.test', password: 'Demo@1234' } as const;

async function ok(
  answer: { ok(): boolean; status(): number; text(): Promise<string> },
  what: string,
) {
  if (!answer.ok()) throw new Error(`${what}: ${answer.status()} ${await answer.text()}`);
}

/**
 * Puts a fresh browser context (whose `baseURL` is the storefront) in the state a budgeted page
 * needs, through the API as the browser itself would call it (its cookies are the context's):
 * a guest cart holding one item, or the demo customer logged in and remembered by the browser as
 * after a login through the dialog.
 */
export async function preparePage(page: Page, setup: PageSetup): Promise<void> {
  if (setup === 'cart-item') {
    const answer = await page.request.get(
      endpointUrl(catalogue.singleProduct, { params: { id: 'northwind-classic-cap' } }),
    );
    await ok(answer, 'the product');
    const { product } = (await answer.json()).data as {
      product: { id: number; variants: { sku: string; stock: number }[] };
    };
    const [variant] = product.variants.toSorted((a, b) => b.stock - a.stock);
    const added = await page.request.post(endpointUrl(cart.addItem), {
      data: { product_id: product.id, sku: variant?.sku, quantity: 1 },
    });
    await ok(added, 'adding to the cart');
  } else if (setup === 'customer') {
    const login = await page.request.post(endpointUrl(auth.login), { data: DEMO_CUSTOMER });
    await ok(login, 'logging in');
    const { user } = (await login.json()).data as { user: unknown };
    await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
      key: AUTH_STORAGE_KEY,
      value: JSON.stringify({ state: { user }, version: AUTH_STORE_VERSION }),
    });
  }
}
