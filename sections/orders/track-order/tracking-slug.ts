import type { PageLocation } from '../../../runtime/routing/page-location.ts';

/**
 * The waybill or order number of a `/track-order/{slug}` location (the route's guard has checked
 * its shape), or `null` on `/track-order` itself and on every other page.
 */
export function trackingSlugOf({
  pageType,
  slug,
}: Pick<PageLocation, 'pageType' | 'slug'>): string | null {
  return pageType === 'track-order' ? (slug[0] ?? null) : null;
}
