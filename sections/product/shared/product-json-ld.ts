import type { ProductView } from '../../../runtime/commerce/product/variant-selection.ts';
import type { JsonLd } from '../../../runtime/seo/structured-data.ts';
import type { ProductDetail } from '../../../schemas/api/catalogue.ts';

function absolute(origin: string, path: string): string {
  try {
    return new URL(path, `${origin}/`).href;
  } catch {
    return path;
  }
}

/**
 * schema.org Product with an Offer (price, currency, availability) and, when the product has
 * ratings, an AggregateRating: what search engines show as a rich result. `url` is the
 * page's absolute URL, with the chosen variant's `?sku=`.
 */
export function productJsonLd(
  product: ProductDetail,
  view: ProductView,
  context: { origin: string; url: string; currency: string },
): JsonLd {
  const images = (
    view.images.length > 0 ? view.images : product.base_image ? [product.base_image] : []
  ).map((image) => absolute(context.origin, image.src));
  const description = product.short_description || product.meta.meta_description;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: view.sku,
    url: context.url,
    ...(images.length > 0 ? { image: images } : {}),
    ...(description ? { description } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    category: product.category.name,
    offers: {
      '@type': 'Offer',
      url: context.url,
      sku: view.sku,
      price: view.price.toFixed(2),
      priceCurrency: context.currency,
      availability: view.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
