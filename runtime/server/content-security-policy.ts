import { createHash } from 'node:crypto';

// The Content-Security-Policy for scripts of a rendered page (issue 18, point 6). Scripts come
// from the shop's own origin, the inline scripts of the page itself (allowed by their SHA-256, so
// a cached page keeps a valid policy: the same HTML has the same hashes, where a nonce would be
// shared by every visitor of a CDN-cached page), and the hosts of the analytics plugins that are
// installed, and no others. A script put into the page after it was served (DOM-based XSS, a
// compromised third party writing inline code) matches no hash and does not run.

/** Where each analytics plugin's scripts come from (runtime/analytics/providers). */
export const ANALYTICS_SCRIPT_HOSTS: Readonly<Record<string, readonly string[]>> = {
  GoogleGtag: ['https://www.googletagmanager.com', 'https://www.google-analytics.com'],
  GoogleTagManager: [
    'https://www.googletagmanager.com',
    'https://tagmanager.google.com',
    'https://www.google-analytics.com',
  ],
  MicrosoftClarity: ['https://www.clarity.ms', 'https://*.clarity.ms'],
  FacebookPixel: ['https://connect.facebook.net'],
};

/** Script types that the browser runs; JSON-LD and other data blocks are not scripts to CSP. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'module', 'application/javascript']);

const SCRIPT_OPEN = '<script';
const SCRIPT_CLOSE = '</script>';
const TAG_END = 0x3e; // '>'
/** What may follow `<script` in a script's start tag: whitespace, `>` or `/`. */
const AFTER_NAME = new Set([0x20, 0x09, 0x0a, 0x0c, 0x0d, TAG_END, 0x2f]);

/**
 * `'sha256-…'` of every inline script the page runs, in order, each once. Read from the bytes the
 * page is sent as, which are what the browser hashes. React writes its tags in lower case, as do
 * the server's own scripts; a script written any other way would get no hash, and so not run.
 */
export function inlineScriptHashes(html: Uint8Array | string): string[] {
  const page =
    typeof html === 'string'
      ? Buffer.from(html)
      : Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const hashes = new Set<string>();
  let at = page.indexOf(SCRIPT_OPEN);
  while (at !== -1) {
    const name = at + SCRIPT_OPEN.length;
    // `<scripts…>` or the like is not a script
    if (!AFTER_NAME.has(page[name] ?? 0)) {
      at = page.indexOf(SCRIPT_OPEN, name);
      continue;
    }
    const tagEnd = page.indexOf(TAG_END, name);
    const close = tagEnd === -1 ? -1 : page.indexOf(SCRIPT_CLOSE, tagEnd + 1);
    if (close === -1) break;
    const attributes = page.toString('latin1', name, tagEnd);
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!/\bsrc\s*=/i.test(attributes) && EXECUTABLE_TYPES.has(type)) {
      const body = page.subarray(tagEnd + 1, close);
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
    at = page.indexOf(SCRIPT_OPEN, close + SCRIPT_CLOSE.length);
  }
  return [...hashes];
}

export interface ScriptPolicyInput {
  /** The page's HTML, as sent. */
  html: Uint8Array | string;
  /** Names of the installed plugins (their hosts are allowed). */
  plugins: readonly string[];
  /** More script origins the store allows (env CSP_SCRIPT_HOSTS), e.g. a tag manager's tags. */
  extraHosts?: readonly string[];
}

/** The policy: scripts from the shop, the page's own inline scripts and the plugins' hosts. */
export function scriptPolicy({ html, plugins, extraHosts = [] }: ScriptPolicyInput): string {
  const hosts = new Set<string>(extraHosts);
  for (const plugin of plugins) {
    for (const host of ANALYTICS_SCRIPT_HOSTS[plugin] ?? []) hosts.add(host);
  }
  const scriptSrc = ["'self'", ...inlineScriptHashes(html), ...hosts].join(' ');
  return `script-src ${scriptSrc}; object-src 'none'; base-uri 'self'`;
}
