/** A JSON-LD object (schema.org vocabulary). */
export type JsonLd = Record<string, unknown>;

/** What the Organization and WebSite objects are built from. */
export interface StoreIdentity {
  /** Absolute origin of the store, e.g. `https://shop.example.com`. */
  origin: string;
  name: string;
  /** Absolute logo URL. */
  logo?: string | null;
  email?: string | null;
  telephone?: string | null;
  /** Profiles elsewhere (Facebook, Instagram...). */
  sameAs?: readonly (string | null | undefined)[];
}

/** Path of the search results page; engines fill in `{search_term_string}`. */
export const SEARCH_URL_TEMPLATE = '/search?q={search_term_string}';

/** schema.org Organization for the home page. */
export function organizationJsonLd(store: StoreIdentity): JsonLd {
  const sameAs = (store.sameAs ?? []).filter((url): url is string => Boolean(url));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: store.name,
    url: `${store.origin}/`,
    ...(store.logo ? { logo: store.logo } : {}),
    ...(store.email ? { email: store.email } : {}),
    ...(store.telephone ? { telephone: store.telephone } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** schema.org WebSite with a SearchAction (the sitelinks search box) for the home page. */
export function websiteJsonLd(store: Pick<StoreIdentity, 'origin' | 'name'>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: store.name,
    url: `${store.origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${store.origin}${SEARCH_URL_TEMPLATE}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** One step of a breadcrumb: its name and absolute URL. */
export interface BreadcrumbItem {
  name: string;
  url: string;
}

/**
 * schema.org BreadcrumbList for a page with a breadcrumb (Home › Parent › Page), or `null` for
 * fewer than two steps, which is no trail at all.
 */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]): JsonLd | null {
  if (items.length < 2) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
