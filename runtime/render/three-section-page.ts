import type { ComponentType } from 'react';
import { createRegistry, defineSection, type Registry } from '../../registry/index.ts';
import type { ResolvedSection, ResolvedTemplate } from './resolved-template.ts';

/**
 * A test page of three sections (a first section, one below it, and a footer) for the tests of
 * hydration when needed: the first hydrates with the page, the other two when needed.
 */
export const THREE_SECTION_KEYS = ['hero', 'reviews', 'footer'] as const;

const schema = { type: 'object', properties: {}, additionalProperties: false } as const;

/**
 * A registry of the three sections, each rendered by `render(key)`; `loads` counts chunk loads.
 * `intent` names the sections that hydrate on intent only, `intentForGuests` those that hydrate on
 * a guest's intent (`hydrate: 'intent-for-guests'`).
 */
export function threeSectionRegistry(
  render: (key: string) => ComponentType,
  {
    intent = [],
    intentForGuests = [],
  }: { intent?: readonly string[]; intentForGuests?: readonly string[] } = {},
) {
  const loads: Record<string, number> = { hero: 0, reviews: 0, footer: 0 };
  const registry = createRegistry(
    THREE_SECTION_KEYS.map((key) =>
      defineSection({
        key,
        title: key,
        group: 'test',
        schema,
        ...(intent.includes(key) && { hydrate: 'intent' as const }),
        ...(intentForGuests.includes(key) && { hydrate: 'intent-for-guests' as const }),
        component: async () => {
          loads[key] = (loads[key] ?? 0) + 1;
          return { default: render(key) };
        },
      }),
    ),
  );
  return { registry, loads };
}

/** The definitions of `keys` (by default all) in `registry`. */
export const definitionsOf = (registry: Registry, keys = registry.keys()) =>
  keys.flatMap((key) => registry.resolve(key) ?? []);

const ok = (id: string, key: string): ResolvedSection => ({
  status: 'ok',
  id,
  key,
  props: {},
  hidden: false,
});

/** The page: `hero-1` and `reviews-1` in main, `footer-1` in the footer. */
export const threeSectionPage = (): ResolvedTemplate => ({
  layoutId: 'default',
  header: [],
  main: [ok('hero-1', 'hero'), ok('reviews-1', 'reviews')],
  footer: [ok('footer-1', 'footer')],
  page: null,
  pageType: 'home',
  problems: [],
});
