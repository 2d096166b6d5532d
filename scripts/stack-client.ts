// Calls on a running stack (scripts/stack.ts) that the stack's bench and tests share: a new
// shopper with a session, a cart line, and an admin's Publish of a page.

/** A shopper of one browser: the cookies the shop gave it, sent back on every request. */
export interface Shopper {
  email: string;
  name: string;
  cookie: () => string;
  get(url: string): Promise<Response>;
  post(url: string, body: unknown): Promise<Response>;
}

/** A shopper with no cookie yet. */
export function shopper(tag: string): Shopper {
  const jar = new Map<string, string>();
  const serial = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
  const email = `stack.${tag}.${serial}@example.test`;
  const remember = (answer: Response) => {
    for (const line of answer.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return answer;
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const headers = () => (jar.size ? { cookie: cookie() } : {}) as Record<string, string>;
  return {
    email,
    name: `Stack${tag}`,
    cookie,
    get: async (url) => remember(await fetch(url, { headers: headers(), redirect: 'manual' })),
    post: async (url, body) =>
      remember(
        await fetch(url, {
          method: 'POST',
          headers: { ...headers(), 'content-type': 'application/json' },
          body: JSON.stringify(body),
          redirect: 'manual',
        }),
      ),
  };
}

/** Registers `who` at the shop `url` (a session cookie follows). */
export async function register(url: string, who: Shopper): Promise<void> {
  const serial = who.email.replace(/\D/g, '').slice(-9).padStart(9, '1');
  const answer = await who.post(`${url}/api/auth/register`, {
    first_name: who.name,
    last_name: 'Shopper',
    email: who.email,
    phone: `9${serial}`,
    password: 'Trail#2025',
  });
  if (!answer.ok) throw new Error(`register: ${answer.status} ${await answer.text()}`);
}

/** Adds `quantity` of the product `slug` to `who`'s cart. */
export async function addToCart(url: string, who: Shopper, slug: string, quantity: number) {
  const product = await fetch(`${url}/api/product/single-product/${slug}`);
  const { data } = (await product.json()) as { data: { product: { id: number } } };
  const answer = await who.post(`${url}/api/cart/add-item`, {
    product_id: data.product.id,
    quantity,
  });
  if (!answer.ok) throw new Error(`add to cart: ${answer.status} ${await answer.text()}`);
}

/** Publishes `pageKey` with `title` as its meta title, through the API at `url`, as an admin. */
export async function publishTitle(url: string, token: string, pageKey: string, title: string) {
  const auth = { authorization: `Bearer ${token}` };
  const version = async () => {
    const answer = await fetch(`${url}/api/admin/templates/${pageKey}`, { headers: auth });
    const body = (await answer.json()) as { data: { editing: { version: number } } };
    return body.data.editing.version;
  };
  const saved = await fetch(`${url}/api/admin/templates/${pageKey}`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json', 'if-match': `"${await version()}"` },
    body: JSON.stringify({ page: { meta_title: title } }),
  });
  if (!saved.ok) throw new Error(`save draft: ${saved.status} ${await saved.text()}`);
  const published = await fetch(`${url}/api/admin/templates/${pageKey}/publish`, {
    method: 'POST',
    headers: { ...auth, 'if-match': `"${await version()}"` },
  });
  if (!published.ok) throw new Error(`publish: ${published.status} ${await published.text()}`);
}

/** Milliseconds until the page at `pageUrl` shows `text` (polled every 20 ms), or `null`. */
export async function msUntilShown(pageUrl: string, text: string, since: number, limitMs = 10_000) {
  while (Date.now() - since < limitMs) {
    const html = await (await fetch(pageUrl)).text();
    if (html.includes(text)) return Date.now() - since;
    await new Promise((r) => setTimeout(r, 20));
  }
  return null;
}
