import type { SectionHydration, SectionResolver } from '../../registry/index.ts';
import type { ResolvedSection, ResolvedTemplate, TemplateArea } from './resolved-template.ts';

/**
 * How many of the page's own sections hydrate with the page (decision 0011). The header's
 * sections always do; the footer's and the page's later sections are rendered on the server like
 * the rest but load their code and hydrate when they near the viewport or the shopper reaches for
 * them, so a page's initial JavaScript is what its first screen needs.
 */
export const EAGER_MAIN_SECTIONS = 1;

/** Whether a section renders on the page (sections that render nothing are not counted). */
export function isRendered(section: ResolvedSection): boolean {
  return section.status === 'ok' && !section.hidden;
}

/**
 * Whether the `position`-th rendered section of `area` hydrates when it nears the viewport (or,
 * with `hydrate: 'intent'`, when the shopper reaches for it) rather than with the page. A header
 * section, and the page's first, hydrate with the page since they are on screen at load, unless
 * they hydrate on intent: such a section's server HTML is whole and nothing in it moves by itself
 * (decision 0017: the store notice, the topbar; a blog post, a rich text at the top of a page).
 * A section that hydrates on a guest's intent (`intent-for-guests`) never hydrates with the page
 * either: the server, answering the page everyone gets, cannot know whose browser it goes to.
 */
export function hydratesWhenNeeded(
  area: TemplateArea,
  position: number,
  hydrate?: SectionHydration,
): boolean {
  if (hydrate === 'intent' || hydrate === 'intent-for-guests') return true;
  return area === 'footer' || (area === 'main' && position >= EAGER_MAIN_SECTIONS);
}

/** The rendered sections that hydrate with the page: their chunks are preloaded. */
export function eagerSections(
  template: ResolvedTemplate,
  registry: SectionResolver,
): ResolvedSection[] {
  return [
    ...template.header.filter(
      (section, index) =>
        isRendered(section) &&
        !hydratesWhenNeeded('header', index, registry.resolve(section.key)?.hydrate),
    ),
    ...template.main
      .filter(isRendered)
      .slice(0, EAGER_MAIN_SECTIONS)
      .filter((section) => !hydratesWhenNeeded('main', 0, registry.resolve(section.key)?.hydrate)),
  ];
}
