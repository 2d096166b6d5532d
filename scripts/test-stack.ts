import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import {
  SHOPPER_VALUES_PATH,
  type ShopperValuesAnswer,
} from '../runtime/storefront/shopper-values-path.ts';
import { spareLoopbackPort } from './local-postgres.ts';
import { type Stack, startStack } from './stack.ts';
import {
  addToCart,
  msUntilShown,
  publishTitle,
  register,
  type Shopper,
  shopper,
} from './stack-client.ts';

// `npm run test:stack` (in `npm test`): what must never happen once the shop runs past one
// machine (issue 22), on the real thing: Varnish in front of 2 storefront processes on
// PostgreSQL (scripts/stack.ts), Varnish and PostgreSQL installed when missing.

const PRODUCT = 'summit-peak-head-torch-400';
const PUBLIC_PAGES = ['/', `/product/${PRODUCT}`, '/product-category/jackets'];
const OWN_PAGES = ['/cart', '/checkout/address', '/account'];

/** A run of `count` free consecutive ports. */
async function spareRun(count: number): Promise<number> {
  for (;;) {
    const first = await spareLoopbackPort();
    const free = await Promise.all(
      Array.from(
        { length: count - 1 },
        (_, i) =>
          new Promise<boolean>((resolve) => {
            const server = createServer();
            server.once('error', () => resolve(false));
            server.listen(first + i + 1, '127.0.0.1', () => server.close(() => resolve(true)));
          }),
      ),
    );
    if (free.every(Boolean)) return first;
  }
}

const results: string[] = [];
async function check(name: string, run: () => Promise<void>) {
  const started = Date.now();
  await run();
  results.push(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  console.log(results.at(-1));
}

async function text(who: Shopper | null, url: string): Promise<{ status: number; html: string }> {
  const answer = who ? await who.get(url) : await fetch(url, { redirect: 'manual' });
  return { status: answer.status, html: await answer.text() };
}

/** What a shopper's browser is told of them (SHOPPER_VALUES_PATH), through the cache. */
async function shopperValues(who: Shopper | null, url: string) {
  const answer = who
    ? await who.get(url + SHOPPER_VALUES_PATH)
    : await fetch(url + SHOPPER_VALUES_PATH);
  assert.equal(answer.status, 200);
  assert.equal(answer.headers.get('cache-control'), 'private, no-store');
  const text = await answer.text();
  const { data: body } = JSON.parse(text) as { data: ShopperValuesAnswer };
  const data = (key: string) =>
    body.queries.queries.find((query) => query.queryKey[0] === key)?.state.data as
      | { total_quantity?: number; items?: unknown[] }
      | undefined;
  return {
    text,
    values: body.values,
    cart: data('cart')?.total_quantity,
    wishlist: data('wishlist')?.items?.length,
  };
}

async function twoShoppers(stack: Stack) {
  const ann = shopper('ann');
  const bob = shopper('bob');
  await register(stack.url, ann);
  await register(stack.url, bob);
  await addToCart(stack.url, ann, PRODUCT, 2);
  await addToCart(stack.url, bob, PRODUCT, 1);
  const product = (await (
    await fetch(`${stack.url}/api/product/single-product/${PRODUCT}`)
  ).json()) as { data: { product: { id: number } } };
  const saved = await ann.post(`${stack.url}/api/wishlist/add`, {
    product_id: product.data.product.id,
  });
  assert.equal(saved.status, 200, await saved.text());

  // an anonymous visitor first (a cold cache fills), the shoppers, then anonymous again (warm).
  // A public page is the one everyone gets (decision 0022); each shopper's own values come apart
  for (const round of [1, 2]) {
    for (const path of PUBLIC_PAGES) {
      const where = `${path}, round ${round}`;
      const before = await text(null, stack.url + path);
      const own = await text(ann, stack.url + path);
      const other = await text(bob, stack.url + path);
      const after = await text(null, stack.url + path);
      assert.equal(own.status, 200, where);
      assert.equal(other.status, 200, where);
      for (const [page, whose] of [
        [own.html, 'Ann'],
        [other.html, 'Bob'],
        [before.html, 'a visitor (cold)'],
        [after.html, 'a visitor (warm)'],
      ] as const) {
        for (const personal of [ann.email, ann.name, 'Cart, 2 items', 'Wishlist, 1 item'])
          assert.ok(!page.includes(personal), `${whose} sees "${personal}" of Ann on ${where}`);
        for (const personal of [bob.email, bob.name, 'Cart, 1 item'])
          assert.ok(!page.includes(personal), `${whose} sees "${personal}" of Bob on ${where}`);
      }
      const anns = await shopperValues(ann, stack.url);
      assert.equal(anns.values.account?.email, ann.email, `Ann's account on ${where}`);
      assert.equal(anns.cart, 2, `Ann's cart on ${where}`);
      assert.equal(anns.wishlist, 1, `Ann's wishlist on ${where}`);
      const bobs = await shopperValues(bob, stack.url);
      assert.equal(bobs.values.account?.email, bob.email, `Bob's account on ${where}`);
      assert.equal(bobs.cart, 1, `Bob's cart on ${where}`);
      assert.ok(!bobs.text.includes(ann.email), `Bob is told of Ann on ${where}`);
      const nobody = await shopperValues(null, stack.url);
      assert.equal(nobody.values.isLoggedIn, false, `a visitor is told of someone on ${where}`);
      assert.equal(nobody.cart, undefined, `a visitor is told of a cart on ${where}`);
    }
    for (const path of OWN_PAGES) {
      const own = await text(ann, stack.url + path);
      const other = await text(bob, stack.url + path);
      assert.ok(own.status < 400 && other.status < 400, `${path}: ${own.status} ${other.status}`);
      for (const personal of [ann.email, ann.name])
        assert.ok(!other.html.includes(personal), `Bob sees "${personal}" on ${path}`);
      for (const personal of [bob.email, bob.name])
        assert.ok(!own.html.includes(personal), `Ann sees "${personal}" on ${path}`);
    }
  }
}

async function forgedHost(stack: Stack) {
  for (const path of ['/?fresh=forged', `/product/${PRODUCT}?fresh=forged`]) {
    const forged = await fetch(stack.url + path, {
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    await forged.text();
    const later = await fetch(stack.url + path);
    assert.equal(later.headers.get('x-cache'), 'HIT', `${path} came from the cache`);
    const html = await later.text();
    assert.ok(!html.includes('evil.example'), `a forged X-Forwarded-Host reached ${path}`);
    assert.ok(html.includes(stack.url), `${path} links to STORE_URL`);
  }
}

async function otherProcess(stack: Stack) {
  const [one = '', two = ''] = stack.processes;
  await fetch(`${two}/`); // process 2's cache holds the page's template
  const title = `Northwind from process 1 ${Date.now()}`;
  const started = Date.now();
  await publishTitle(one, stack.adminToken, 'home', title);
  const onTwo = await msUntilShown(`${two}/`, `<title>${title}`, started, 1_000);
  assert.ok(onTwo !== null, 'process 2 did not show process 1’s Publish within 1 s');
  const throughVarnish = await msUntilShown(`${stack.url}/`, `<title>${title}`, started, 2_000);
  assert.ok(throughVarnish !== null, 'Varnish did not show the Publish within 2 s');
  console.log(`  process 2: ${onTwo} ms, through Varnish: ${throughVarnish} ms`);
}

// spare ports, unless STACK_NODE_PORT (two storefronts from there), STACK_PORT, STACK_PG_PORT
const env = process.env;
const base = env.STACK_NODE_PORT ? Number(env.STACK_NODE_PORT) : await spareRun(3);
const started = Date.now();
const stack = await startStack({
  processes: 2,
  nodePort: base,
  varnishPort: env.STACK_PORT ? Number(env.STACK_PORT) : base + 2,
  pgPort: env.STACK_PG_PORT ? Number(env.STACK_PG_PORT) : await spareLoopbackPort(),
  verbose: false,
});
let failed = false;
try {
  await check('two shoppers through the cache never see each other’s name, cart or wishlist', () =>
    twoShoppers(stack),
  );
  await check('a forged X-Forwarded-Host never changes a later anonymous page', () =>
    forgedHost(stack),
  );
  await check('an admin write on process 1 shows on process 2 within 1 s (LISTEN/NOTIFY)', () =>
    otherProcess(stack),
  );
} catch (error) {
  failed = true;
  console.error(`✖ ${(error as Error).message}`);
} finally {
  await stack.stop();
}
console.log(`${failed ? 'failed' : 'passed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
