import { createContext, use, useMemo } from 'react';
import type {
  AnySectionDefinition,
  Registry,
  SectionHydration,
  SectionResolver,
} from '../../registry/index.ts';

/**
 * What the browser is told about one type of section on a page (decision 0023): where its
 * component is and when it hydrates. The browser has no registry of its own; the server, which
 * has, names what each page needs.
 */
export interface PageSection {
  /**
   * The file whose default export is the component. Absent when the build could not name it (a
   * component not written `() => import('./File.tsx')`): the browser then finds it through the
   * whole registry, loaded for it.
   */
  module?: string;
  hydrate?: SectionHydration;
}

/** The types of section a page renders, by key. */
export type PageSections = Record<string, PageSection>;

/**
 * The registry the server renders with (provided by entry.server.tsx). The browser provides
 * none: there, a page's sections are what its data names ({@link useSections}).
 */
export const ServerRegistry = createContext<SectionResolver | null>(null);

// One definition per key for the browser's whole visit, whichever page named it first: the
// components loaded and the lazy ones made for it are kept by definition (section-components.ts).
const known = new Map<string, AnySectionDefinition>();
let everySection: Registry | undefined;

/**
 * The whole registry, in a chunk of its own: for the editor, which may add any section, and for
 * a section whose file the server could not name. Once loaded, every resolver answers from it the
 * keys no page named.
 */
export function loadEverySection(): Promise<Registry> {
  return import('../storefront/registry.ts').then(({ registry }) => {
    everySection = registry;
    return registry;
  });
}

function fromPage(key: string, { module, hydrate }: PageSection): AnySectionDefinition {
  const component = module
    ? () => import(/* @vite-ignore */ module)
    : () =>
        loadEverySection().then((registry) => {
          const definition = registry.resolve(key);
          if (!definition) throw new Error(`No section "${key}" in the registry`);
          return definition.component();
        });
  return { key, component, ...(hydrate ? { hydrate } : {}) } as AnySectionDefinition;
}

/**
 * The browser's definitions of the sections `page` names, then of any key the whole registry
 * holds once it is loaded ({@link loadEverySection}); `undefined` for any other key.
 */
export function browserSections(page: PageSections = {}): SectionResolver {
  return {
    resolve(key) {
      let definition = known.get(key);
      if (!definition) {
        const named = Object.hasOwn(page, key) ? page[key] : undefined;
        definition = named ? fromPage(key, named) : everySection?.resolve(key);
        if (definition) known.set(key, definition);
      }
      return definition as never;
    },
  };
}

/** The sections to render a page with: the server's registry, or in the browser what `page` names. */
export function useSections(page: PageSections): SectionResolver {
  const server = use(ServerRegistry);
  return useMemo(() => server ?? browserSections(page), [server, page]);
}
