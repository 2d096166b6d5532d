import type { DehydratedState } from '@tanstack/react-query';
import type { SeoProduct } from './page-seo.ts';

function asProduct(value: unknown): SeoProduct | null {
  if (typeof value !== 'object' || value === null) return null;
  const product = value as Record<string, unknown>;
  // A product detail (spec §3 "Product"): a name, a channel with its sku, and its images.
  const looksLikeProduct =
    typeof product.name === 'string' &&
    typeof product.channel === 'object' &&
    product.channel !== null &&
    ('base_image' in product || 'social_sharing_image' in product);
  return looksLikeProduct ? (product as SeoProduct) : null;
}

/**
 * The product a product page's sections loaded (`GET /api/product/single-product/{id}` answers
 * `{ product }`), found in the page's prefetched queries, so SEO needs no call of its own.
 * `null` when no section loaded one.
 */
export function productFromQueries(state: DehydratedState): SeoProduct | null {
  for (const query of state.queries) {
    const data = query.state.data as
      | { product?: unknown; data?: { product?: unknown } }
      | undefined;
    const product = asProduct(data?.product) ?? asProduct(data?.data?.product);
    if (product) return product;
  }
  return null;
}
