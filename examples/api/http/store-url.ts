// The shop's public URL: the origin of every link the API puts in an e-mail or text message.

/** Where the quick start's shop answers. */
export const DEFAULT_STORE_URL = 'http://localhost:3000';

/** `url` as an origin for links; a start-up error naming STORE_URL when it is not one. */
export function storeOrigin(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`STORE_URL must be an absolute http(s) URL, got "${url}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`STORE_URL must be an absolute http(s) URL, got "${url}"`);
  }
  return parsed.origin;
}
