import { loadStoreState } from '../../routing/store-state.ts';
import { storeIsCrawlable } from '../../seo/crawlable.ts';
import { requestOrigin } from '../../seo/request-origin.ts';
import { robotsTxt } from '../../seo/robots-txt.ts';
import type { Route } from './+types/robots-txt.ts';

/**
 * `/robots.txt`. When the store cannot be read, answers a robots.txt that
 * disallows nothing but the API, rather than an error crawlers would read as "crawl everything"
 * anyway.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  let crawlable = true;
  try {
    crawlable = storeIsCrawlable((await loadStoreState(context.api)).values);
  } catch {
    crawlable = true;
  }
  return new Response(
    robotsTxt({ origin: requestOrigin(request, context.config.storeUrl), crawlable }),
    {
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
      },
    },
  );
}
