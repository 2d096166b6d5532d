/**
 * `value` when it is a path of this storefront (`/checkout-complete?…`), else `null`: the URLs
 * the API answers (`complete_url`, `failed_url`) are followed only when they stay in the shop.
 */
export function internalPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : null;
}
