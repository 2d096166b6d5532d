/** The page fields the body class is derived from. */
export interface BodyClassPage {
  slug?: string | null;
  parent_slug?: string | null;
}

/**
 * spec §2: the body carries `page--{slug}`, or the parent's slug when the page has none of its
 * own, or `home`. Characters that cannot appear in a class name are replaced by dashes.
 */
export function bodyClass(page: BodyClassPage | null | undefined): string {
  const slug = page?.slug?.trim() || page?.parent_slug?.trim() || 'home';
  return `page--${slug.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
}
