import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { EVERY_PAGE_KEY } from './page-cache.ts';
import {
  answerOf,
  cacheStatusOf,
  createPageStore,
  type RenderedPage,
  type ServedPage,
} from './page-store.ts';

/** A store on a clock the test moves, and renders that count themselves. */
function setup(options: { maxBytes?: number; staleMs?: number } = {}) {
  let time = 1_000_000;
  const store = createPageStore({ now: () => time, ...options });
  let renders = 0;
  const render =
    (html: string, keys: string[] | null = ['all', 'templates', 'template:home'], ttl = 10_000) =>
    async (): Promise<RenderedPage> => {
      renders += 1;
      return {
        response: new Response(`${html}#${renders}`, {
          status: 200,
          // as the server's renders answer (page-cache.ts): public ones name their keys
          headers: keys
            ? {
                'content-type': 'text/html',
                'cache-control': 'public, s-maxage=60',
                'surrogate-key': keys.join(' '),
              }
            : { 'content-type': 'text/html', 'cache-control': 'private, no-store' },
        }),
        keys,
        until: time + ttl,
      };
    };
  return {
    store,
    render,
    renders: () => renders,
    advance: (ms: number) => {
      time += ms;
    },
    now: () => time,
  };
}

/** The text a served page answers to a request that takes no compression. */
async function textOf(served: ServedPage): Promise<string> {
  return (await answerOf(served, new Request('http://shop.test/'))).text();
}

describe('the server’s copy of its public pages', () => {
  it('answers the next visitor with the page it kept, until its data stops being fresh', async () => {
    const { store, render, renders, advance } = setup();
    expect(await textOf(await store.serve('/', render('home')))).toBe('home#1');
    advance(9_999);
    const again = await store.serve('/', render('home'));
    expect(again).toMatchObject({ hit: true });
    expect(await textOf(again)).toBe('home#1');
    expect(renders()).toBe(1);
    advance(1);
    expect(await textOf(await store.serve('/', render('home')))).toBe('home#2');
  });

  it('answers a page whose data went stale at once, while one render refreshes it behind', async () => {
    const { store, render, renders, advance } = setup({ staleMs: 60_000 });
    await store.serve('/', render('home'));
    advance(10_000);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = () => released.then(render('home'));
    const stale = await store.serve('/', slow);
    expect(stale).toMatchObject({ hit: true });
    expect(await textOf(stale)).toBe('home#1');
    expect(cacheStatusOf(stale, 1_010_000)).toBe('storefront; hit; ttl=0');
    // visitors meanwhile get it too, and start no second render
    expect(await textOf(await store.serve('/', slow))).toBe('home#1');
    release();
    await vi.waitFor(async () =>
      expect(await textOf(await store.serve('/', render('home')))).toBe('home#2'),
    );
    expect(renders()).toBe(2);
  });

  it('answers the stale page while its refresh reads stale answers, and lets it go when no longer public', async () => {
    const { store, render, renders, advance } = setup({ staleMs: 60_000 });
    await store.serve('/', render('home'));
    advance(10_000);
    // the shared cache has not refreshed the answers yet: the refresh may not be kept
    expect(await textOf(await store.serve('/', render('home', ['all'], 0)))).toBe('home#1');
    await vi.waitFor(() => expect(renders()).toBe(2));
    expect(await textOf(await store.serve('/', render('home', ['all'], 0)))).toBe('home#1');
    await vi.waitFor(() => expect(renders()).toBe(3));
    // the page is gone (a 404 nobody may keep): the stale copy goes with it
    expect(await textOf(await store.serve('/', render('gone', null)))).toBe('home#1');
    await vi.waitFor(() => expect(store.size).toBe(0));
    expect(await textOf(await store.serve('/', render('gone', null)))).toBe('gone#5');
  });

  it('makes a visitor wait for the render once the page is past its stale time', async () => {
    const { store, render, advance } = setup({ staleMs: 60_000 });
    await store.serve('/', render('home'));
    advance(70_000);
    const served = await store.serve('/', render('home'));
    expect(served).toMatchObject({ hit: false, stored: true });
    expect(await textOf(served)).toBe('home#2');
  });

  it('keeps nothing that is someone’s own, or built from answers no longer fresh', async () => {
    const { store, render, renders } = setup();
    await store.serve('/cart', render('cart', null));
    await store.serve('/cart', render('cart', null));
    await store.serve('/', render('home', ['all'], 0));
    await store.serve('/', render('home', ['all'], 0));
    expect(renders()).toBe(4);
    expect(store.size).toBe(0);
  });

  it('forgets the pages naming what an admin write changed, and only those', async () => {
    const { store, render, renders } = setup();
    await store.serve('/', render('home', ['all', 'templates', 'template:home']));
    await store.serve('/p', render('product', ['all', 'catalogue', 'product:torch']));
    store.forget(['product:torch']);
    expect(store.size).toBe(1);
    expect(await textOf(await store.serve('/', render('home')))).toBe('home#1');
    store.forget([EVERY_PAGE_KEY]);
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
    expect(await textOf(await store.serve('/', render('home')))).toBe('home#3');
    expect(renders()).toBe(3);
  });

  it('answers a render that was under way when its data changed, but never keeps it', async () => {
    const { store, render } = setup();
    let finish: () => void = () => {};
    const slow = async () => {
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return render('old home')();
    };
    const during = store.serve('/', slow);
    store.forget(['templates']);
    finish();
    expect(await textOf(await during)).toBe('old home#1');
    expect(store.size).toBe(0);
    expect(await textOf(await store.serve('/', render('new home')))).toBe('new home#2');
  });

  it('lets visitors who ask while a page renders share that render', async () => {
    const { store, render, renders } = setup();
    const answers = await Promise.all([1, 2, 3].map(() => store.serve('/', render('home'))));
    expect(renders()).toBe(1);
    expect(await Promise.all(answers.map(textOf))).toEqual(['home#1', 'home#1', 'home#1']);
    expect(answers.map((answer) => 'page' in answer && answer.hit)).toEqual([false, true, true]);
  });

  it('renders for a waiting visitor when the shared render may not be kept or failed', async () => {
    const { store, render, renders } = setup();
    const [own, waiting] = await Promise.all([
      store.serve('/', render('home', null)),
      store.serve('/', render('home', null)),
    ]);
    expect(renders()).toBe(2);
    expect([await textOf(own), await textOf(waiting)]).toEqual(['home#1', 'home#2']);

    const failing = store.serve('/p', async () => {
      throw new Error('API away');
    });
    const after = store.serve('/p', render('product'));
    await expect(failing).rejects.toThrow('API away');
    expect(await textOf(await after)).toBe('product#3');
  });

  it('keeps at most its bytes, letting the least recently used pages go first', async () => {
    const { store, render } = setup({ maxBytes: 20 });
    await store.serve('/a', render('aaaaaa')); // 8 bytes with its "#1"
    await store.serve('/b', render('bbbbbb'));
    await store.serve('/a', render('aaaaaa')); // /a used last
    await store.serve('/c', render('cccccc'));
    expect(store.size).toBe(2);
    expect(store.bytes).toBe(16);
    expect(await store.serve('/a', render('aaaaaa'))).toMatchObject({ hit: true });
    expect(await store.serve('/b', render('bbbbbb'))).toMatchObject({ hit: false });
  });
});

describe('a kept page’s answer', () => {
  it('is in the smallest encoding the browser takes, with its age, and says where it came from', async () => {
    const { store, render, advance, now } = setup();
    const first = await store.serve('/', render('home'));
    expect(cacheStatusOf(first, now())).toBe('storefront; fwd=uri-miss; stored');
    expect((await answerOf(first, new Request('http://shop.test/'))).headers.get('age')).toBeNull();
    advance(3_500);
    const kept = await store.serve('/', render('home'));
    expect(cacheStatusOf(kept, now())).toBe('storefront; hit; ttl=6');
    const asking = (acceptEncoding: string) =>
      answerOf(
        kept,
        new Request('http://shop.test/', { headers: { 'accept-encoding': acceptEncoding } }),
        now(),
      );

    const browser = await asking('gzip, deflate, br, zstd');
    expect(browser.headers.get('content-encoding')).toBe('br');
    expect(browser.headers.get('age')).toBe('3');
    expect(browser.headers.get('vary')).toBe('Accept-Encoding');
    expect(browser.headers.get('cache-control')).toBe('public, s-maxage=60');
    expect(brotliDecompressSync(Buffer.from(await browser.arrayBuffer())).toString()).toBe(
      'home#1',
    );

    // a CDN that asks for gzip alone (Varnish), or a browser that would rather have it
    for (const gzipFirst of ['gzip', 'br;q=0.5, gzip']) {
      const answer = await asking(gzipFirst);
      expect(answer.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await answer.arrayBuffer())).toString()).toBe('home#1');
    }

    const plain = await asking('zstd');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('home#1');
  });

  it('says when the store was not asked, or the page could not be kept', async () => {
    const { store, render } = setup();
    expect(cacheStatusOf(null)).toBe('storefront; fwd=bypass');
    expect(cacheStatusOf(await store.serve('/cart', render('cart', null)))).toBe(
      'storefront; fwd=uri-miss',
    );
  });
});

describe('a page rendered for one request', () => {
  const rendered = (type = 'text/html; charset=utf-8') =>
    new Response('<p>Trail shoes — ₹4,999</p>', {
      status: 200,
      headers: { 'content-type': type, 'cache-control': 'private, no-store' },
    });
  const asking = (acceptEncoding: string | null, method = 'GET') =>
    new Request('http://shop.test/cart', {
      method,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('is answered in the smallest encoding the request takes', async () => {
    const browser = await answerOf({ response: rendered() }, asking('gzip, deflate, br, zstd'));
    expect(browser.headers.get('content-encoding')).toBe('br');
    expect(browser.headers.get('vary')).toBe('Accept-Encoding');
    expect(browser.headers.get('cache-control')).toBe('private, no-store');
    expect(brotliDecompressSync(Buffer.from(await browser.arrayBuffer())).toString()).toBe(
      '<p>Trail shoes — ₹4,999</p>',
    );
    const cdn = await answerOf({ response: rendered() }, asking('gzip'));
    expect(cdn.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await cdn.arrayBuffer())).toString()).toBe(
      '<p>Trail shoes — ₹4,999</p>',
    );
  });

  it('is answered as it is to a request that takes no encoding, and to HEAD', async () => {
    const plain = rendered();
    expect(await answerOf({ response: plain }, asking(null))).toBe(plain);
    const head = rendered();
    expect(await answerOf({ response: head }, asking('br', 'HEAD'))).toBe(head);
  });

  it('leaves answers that are not pages to the compression of streams', async () => {
    const data = rendered('text/x-script');
    expect(await answerOf({ response: data }, asking('br'))).toBe(data);
  });
});
