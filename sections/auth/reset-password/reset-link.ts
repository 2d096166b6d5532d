import type { PageLocation } from '../../../runtime/routing/page-location.ts';

/** The e-mail and token of a reset link's location, or `null` on any other page. */
export function resetLinkOf({
  pageType,
  slug,
}: Pick<PageLocation, 'pageType' | 'slug'>): { email: string; token: string } | null {
  const [first, email, token, ...rest] = slug;
  if (pageType !== 'account' || first !== 'reset-password') return null;
  if (!email || !token || rest.length > 0) return null;
  return { email, token };
}
