import type { GuardRule } from '../guards.ts';
import { notFound } from '../shell-errors.ts';

/** A waybill or order number as it may appear in a tracking URL. */
const TRACKING_SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/**
 * The track-order guard (spec §2 `/track-order/{slug...}`). `/track-order` alone is the tracking
 * form (the store's menus link there); `/track-order/{slug}` must name one waybill or order
 * number — a malformed slug or extra segments are 404, so no template renders for junk URLs.
 */
export const trackOrderGuard: GuardRule = {
  name: 'track-order',
  applies: ({ pageType }) => pageType === 'track-order',
  guard: ({ url, location }) => {
    const [slug, ...rest] = location.slug;
    if (slug === undefined) return;
    if (rest.length > 0 || !TRACKING_SLUG.test(slug)) notFound(url);
  },
};
