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

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** `'sha256-…'` of every inline script the page runs, in order, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export interface ScriptPolicyInput {
  /** The page's HTML, as sent. */
  html: string;
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
