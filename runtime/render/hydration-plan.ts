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
 * Whether the `position`-th rendered section of `area` hydrates when it nears the viewport
 * rather than with the page.
 */
export function hydratesWhenNeeded(area: TemplateArea, position: number): boolean {
  return area === 'footer' || (area === 'main' && position >= EAGER_MAIN_SECTIONS);
}

/** The rendered sections that hydrate with the page: their chunks are preloaded. */
export function eagerSections(template: ResolvedTemplate): ResolvedSection[] {
  return [
    ...template.header.filter(isRendered),
    ...template.main.filter(isRendered).slice(0, EAGER_MAIN_SECTIONS),
  ];
}
