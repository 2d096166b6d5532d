// SEO of the storefront shell: head tags, structured data, robots and sitemap.

export { storeIsCrawlable } from './crawlable.ts';
export { jsonForScript } from './json-for-script.ts';
export { productFromQueries } from './page-product.ts';
export {
  canonicalUrl,
  type PageSeo,
  type PageSeoInput,
  pageSeo,
  type SeoProduct,
} from './page-seo.ts';
export { absoluteUrl, requestOrigin } from './request-origin.ts';
export { NOINDEX, NOINDEX_PAGE_TYPES, robotsDirective } from './robots.ts';
export { isPrivatePath, PRIVATE_SEGMENTS, robotsTxt } from './robots-txt.ts';
export { seoMeta } from './seo-meta.ts';
export { type ImageLike, type SocialImageSources, socialImage } from './social-image.ts';
export {
  type BreadcrumbItem,
  breadcrumbJsonLd,
  type JsonLd,
  organizationJsonLd,
  SEARCH_URL_TEMPLATE,
  type StoreIdentity,
  websiteJsonLd,
} from './structured-data.ts';
export { titleOverrideFor } from './title-override.ts';
