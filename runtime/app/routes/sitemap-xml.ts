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

/**
 * `/sitemap.xml`, paged: without `part` a sitemap index; `?part=pages` the home,
 * shop, blog, legal, category and menu pages; `?part=products&page=N` and `?part=blogs&page=N`
 * one API page of products or posts each. An endpoint that fails or is missing leaves its part
 * out (or empty) instead of failing the sitemap; a store that must not be crawled, or cannot be
 * read, answers an empty sitemap. An unknown part or page number is 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const origin = requestOrigin(request);
  const { api } = context;
  let values: Awaited<ReturnType<typeof loadStoreState>>['values'];
  try {
    values = (await loadStoreState(api)).values;
  } catch {
    return xml(urlsetXml([]));
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
