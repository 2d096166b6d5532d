import { loadStoreState } from '../../routing/store-state.ts';
import { storeIsCrawlable } from '../../seo/crawlable.ts';
import { requestOrigin } from '../../seo/request-origin.ts';
import {
  sitemapIndexPages,
  sitemapListing,
  sitemapPages,
  sitemapPageUrl,
} from '../../seo/sitemap.ts';
import { sitemapIndexXml, urlsetXml } from '../../seo/sitemap-xml.ts';
import type { Route } from './+types/sitemap-xml.ts';

const xml = (body: string, status = 200) =>
  new Response(body, {
    status,
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });

/** How long a crawler should wait when the store cannot be read (seconds). */
export const SITEMAP_RETRY_AFTER_SECONDS = 300;

/**
 * `/sitemap.xml`, paged: without `part` a sitemap index; `?part=pages` the home,
 * shop, blog, legal, category and menu pages; `?part=products&page=N` and `?part=blogs&page=N`
 * one API page of products or posts each. An endpoint that fails or is missing leaves its part
 * out (or empty) instead of failing the sitemap; a store that must not be crawled answers an
 * empty sitemap. A store that cannot be read (the API is down) answers 503 with `Retry-After`
 * and no caching: an empty 200 would tell search engines to drop every page. An unknown part or
 * page number is 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const origin = requestOrigin(request, context.config.storeUrl);
  const { api } = context;
  let values: Awaited<ReturnType<typeof loadStoreState>>['values'];
  try {
    values = (await loadStoreState(api)).values;
  } catch {
    return new Response('The store cannot be read right now.', {
      status: 503,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': String(SITEMAP_RETRY_AFTER_SECONDS),
      },
    });
  }
  if (!storeIsCrawlable(values)) return xml(urlsetXml([]));

  const part = url.searchParams.get('part');
  if (part === null) {
    const pages = await sitemapIndexPages(api);
    return xml(sitemapIndexXml(pages.map((page) => sitemapPageUrl(origin, page))));
  }
  if (part === 'pages') return xml(urlsetXml(await sitemapPages(api, origin, values)));
  const page = Number(url.searchParams.get('page') ?? '1');
  if ((part === 'products' || part === 'blogs') && Number.isInteger(page) && page >= 1) {
    const urls = await sitemapListing(api, origin, part, page);
    return xml(urlsetXml(urls), urls.length === 0 && page > 1 ? 404 : 200);
  }
  return xml(urlsetXml([]), 404);
}
