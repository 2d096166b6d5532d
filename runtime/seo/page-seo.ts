import type { InitialValues } from '../../schemas/api/index.ts';
import type { PageMeta, PageType } from '../../schemas/template.ts';
import type { PageLocation } from '../routing/page-location.ts';
import { absoluteUrl } from './request-origin.ts';
import { robotsDirective } from './robots.ts';
import { type ImageLike, socialImage } from './social-image.ts';
import {
  type BreadcrumbItem,
  breadcrumbJsonLd,
  type JsonLd,
  organizationJsonLd,
  websiteJsonLd,
} from './structured-data.ts';

/** Everything the `<head>` of a page needs for search engines and social networks. */
export interface PageSeo {
  title: string;
  description: string | null;
  /** Absolute canonical URL. */
  canonical: string;
  /** `noindex, nofollow`, or `null` when the page may be indexed. */
  robots: string | null;
  /** Absolute social image URL, or `null`. */
  image: string | null;
  siteName: string | null;
  /** `og:type`. */
  type: 'website' | 'product' | 'article';
  /** JSON-LD objects, each rendered in its own script element. */
  jsonLd: JsonLd[];
}

/** The product a page shows, as far as SEO is concerned. */
export interface SeoProduct {
  name?: string;
  meta?: { meta_title?: string | null; meta_description?: string | null } | null;
  social_sharing_image?: ImageLike;
  base_image?: ImageLike;
}

/** What a page's SEO is built from. */
export interface PageSeoInput {
  /** Absolute origin of the request. */
  origin: string;
  /** Where the request is (its path and `sku` make the canonical URL). */
  location: PageLocation;
  page: PageMeta | null;
  pageType: PageType;
  store: Pick<InitialValues, 'settings' | 'storefront'>;
  /** The product of a product page, when a section loaded it. */
  product?: SeoProduct | null;
  /** A title to use instead of the page's (e.g. 'Reset Password'). */
  titleOverride?: string;
}

// The query parameters that choose what a page shows; every other one (tracking, sorting,
// filters) is dropped from the canonical URL.
const CANONICAL_PARAMS: Partial<Record<PageType, readonly string[]>> = { product: ['sku'] };

/**
 * The canonical URL: origin + the location's normalised path (no trailing or repeated slash, so a
 * request for `//other.host` stays on this origin) + the parameters that name the content.
 */
export function canonicalUrl(origin: string, location: PageLocation, pageType: PageType): string {
  const canonical = new URL(location.path, `${origin}/`);
  for (const name of CANONICAL_PARAMS[pageType] ?? []) {
    const value = location.query.get(name);
    if (value) canonical.searchParams.set(name, value);
  }
  return canonical.href;
}

function breadcrumbOf(input: PageSeoInput, canonical: string): BreadcrumbItem[] {
  const { page, origin, pageType } = input;
  if (!page || pageType === 'home') return [];
  const home = { name: 'Home', url: `${origin}/` };
  const here = { name: page.title, url: canonical };
  if (pageType === 'blog') return [home, { name: 'Blogs', url: `${origin}/blogs` }, here];
  if (page.parent_slug) {
    const parentName = page.parent_slug.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
    return [home, { name: parentName, url: `${origin}/${page.parent_slug}` }, here];
  }
  return [];
}

// Listing pages whose title the API may give as the bare category or collection name (a shop
// narrowed to a category, `/shop-online/{slug}`, is a 'shop' page).
const LISTING_PAGES: ReadonlySet<PageType> = new Set(['category', 'collection', 'shop']);

/**
 * `'<name> | <store>'` for a listing page whose title does not name the store yet, as the other
 * pages' titles do; any other title as it is.
 */
function withStoreName(title: string, pageType: PageType, storeName: string | null): string {
  if (!storeName || !title || !LISTING_PAGES.has(pageType) || title.includes(storeName))
    return title;
  return `${title} | ${storeName}`;
}

/**
 * The SEO of one page: title and description from the page meta (a product's own meta first; a
 * listing's name followed by the store's when the title leaves it out), canonical URL, robots,
 * the social image in the spec §9 fallback order, and JSON-LD — Organization and WebSite with a
 * SearchAction on home, a BreadcrumbList where the page sits under a parent or the blog.
 */
export function pageSeo(input: PageSeoInput): PageSeo {
  const { store, page, product, origin } = input;
  const storeName = store.settings.store_name ?? null;
  const canonical = canonicalUrl(origin, input.location, input.pageType);
  const title =
    input.titleOverride ??
    withStoreName(
      product?.meta?.meta_title ||
        product?.name ||
        page?.meta_title ||
        page?.title ||
        storeName ||
        '',
      input.pageType,
      storeName,
    );
  const description = product?.meta?.meta_description || page?.meta_description || null;
  const image = socialImage({
    product: product ?? null,
    pageImage: page?.image,
    storeImage: store.storefront.logo1,
  });

  const jsonLd: JsonLd[] = [];
  if (input.pageType === 'home') {
    const name = storeName ?? page?.title ?? '';
    const logo = store.storefront.logo1?.src;
    jsonLd.push(
      organizationJsonLd({
        origin,
        name,
        logo: logo ? absoluteUrl(origin, logo) : null,
        email: store.settings.store_email ?? null,
        telephone: store.settings.store_phone ?? null,
        sameAs: [
          store.settings.facebook,
          store.settings.instagram,
          store.settings.youtube,
          store.settings.twitter,
          store.settings.pinterest,
          store.settings.linkedin,
        ],
      }),
      websiteJsonLd({ origin, name }),
    );
  }
  const breadcrumb = breadcrumbJsonLd(breadcrumbOf(input, canonical));
  if (breadcrumb) jsonLd.push(breadcrumb);

  return {
    title,
    description,
    canonical,
    robots: robotsDirective({
      enableIndexing: store.storefront.enable_indexing,
      pageType: input.pageType,
    }),
    image: image ? absoluteUrl(origin, image) : null,
    siteName: storeName,
    type:
      input.pageType === 'product' ? 'product' : input.pageType === 'blog' ? 'article' : 'website',
    jsonLd,
  };
}
