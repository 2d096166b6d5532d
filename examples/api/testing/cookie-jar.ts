import { type Answer, request } from './http.ts';

/**
 * A browser's cookie store in miniature, for API tests: keeps the cookies answers set (by name,
 * ignoring domain and path) and sends them back. A cookie set with `Max-Age=0` or an expiry in
 * the past is dropped, as a browser would.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Stores the `Set-Cookie` headers of an answer. */
  store(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const split = pair.indexOf('=');
      if (split <= 0) continue;
      const name = pair.slice(0, split);
      const expired = attributes.some((attribute) => {
        const [key = '', value = ''] = attribute.split('=');
        if (key.toLowerCase() === 'max-age') return Number(value) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(value) <= Date.now();
        return false;
      });
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(split + 1));
    }
  }

  /** The value of cookie `name`, if held. */
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Sets or replaces a cookie by hand (e.g. a guest `cart_session`). */
  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  /** Drops every cookie. */
  clear(): void {
    this.cookies.clear();
  }

  /** The `Cookie` header to send, `''` when empty. */
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Calls `base + path` with the jar's cookies and stores the cookies of the answer. */
  async request(base: string, path: string, init: RequestInit = {}): Promise<Answer> {
    const headers = new Headers(init.headers);
    const cookie = this.header();
    if (cookie !== '') headers.set('cookie', cookie);
    const answer = await request(base, path, { ...init, headers });
    this.store(answer.headers);
    return answer;
  }
}
