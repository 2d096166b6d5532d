import type { StorefrontValues } from '../storefront/initial-values.ts';

/**
 * Whether crawlers may list the store: indexing on (`enable_indexing`), no password, not
 * 'Coming Soon'. Robots.txt and the sitemap follow it.
 */
export function storeIsCrawlable(values: Pick<StorefrontValues, 'storefront'>): boolean {
  const { storefront } = values;
  return (
    storefront.enable_indexing &&
    !storefront.is_password_protection_enabled &&
    storefront.mode !== 'Coming Soon'
  );
}
