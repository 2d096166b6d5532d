import { dehydrate, QueryClient } from '@tanstack/react-query';
import { data, redirect } from 'react-router';
import type { AnySectionDefinition, Registry, SectionQuery } from '../../registry/index.ts';
import * as content from '../../schemas/api/endpoints/content.ts';
import { normalizeTemplate } from '../../schemas/normalize-template.ts';
import { isApiError } from '../api/api-error.ts';
import type { ApiClient } from '../api/client.ts';
import { bodyClass } from '../routing/body-class.ts';
import type { PageLocation } from '../routing/page-location.ts';
import { safeRedirectTarget } from '../routing/safe-redirect.ts';
import { sanitizeHtml } from '../server/sanitize-html.server.ts';
import { NO_SECTION_MODULES, type SectionModules } from '../server/section-modules.ts';
import { timeless } from './dehydrated-time.ts';
import { eagerSections } from './hydration-plan.ts';
import type { PageSections } from './page-sections.ts';
import { renderedDefinitions } from './rendered-definitions.ts';
import { resolveTemplate, type ValidateSection } from './resolve-template.ts';
import { allSections, type ResolvedTemplate } from './resolved-template.ts';
import { preloadSectionComponents } from './section-components.ts';
import { warnOnce } from './warn-once.ts';

/** What the page route hands to its component. */
export interface PageData {
  pageKey: string;
  template: ResolvedTemplate;
  /** Section data prefetched on the server, hydrated into the browser's QueryClient. */
  dehydratedState: ReturnType<typeof dehydrate>;
  bodyClass: string;
  /** The types of section the page renders, for the browser, which has no registry (decision 0023). */
  sections: PageSections;
  /** Client chunks of the sections hydrating with the page, preloaded from `<head>`. */
  sectionChunks: string[];
}

export interface LoadPageOptions {
  url: URL;
  /** The one parse of {@link url} (its page key names the template asked for). */
  location: PageLocation;
  api: ApiClient;
  registry: Registry;
  validate: ValidateSection;
  /** Where the browser finds section components. @default nowhere: it loads the whole registry */
  sectionModules?: SectionModules;
  /**
   * Whether the request is a logged-in customer's (its initial values carry an account), for
   * sections that prefetch the customer's data. @default false
   */
  isLoggedIn?: boolean;
  /**
   * Whether the request may have a cart (a cart cookie, or a customer's): without one, sections
   * show the cart as empty without asking the API (`SectionLoadContext.hasCart`). @default true
   */
  hasCart?: boolean;
  /**
   * The template answer, when the caller started {@link fetchPageTemplate} earlier (alongside the
   * guards, so the page waits for one round trip less). @default fetched here
   */
  template?: Promise<unknown>;
}

/** The 404 thrown when a page's template cannot be had (spec §7 "Template retrieval"). */
export function pageNotFound(url: URL): never {
  throw data({ path: url.pathname }, { status: 404, statusText: 'Page Not Found' });
}

/**
 * Throws the 301 to a page's new address when `error` is the API's 404 for a slug the page moved
 * away from (`data.moved_to`, decision 15), keeping the query. Anything else returns.
 */
function movedPage(error: unknown, url: URL): void {
  if (!isApiError(error) || error.status !== 404) return;
  const movedTo = (error.data as { moved_to?: unknown } | null)?.moved_to;
  if (typeof movedTo !== 'string') return;
  const target = safeRedirectTarget(movedTo, '');
  if (target === '' || target === url.pathname) return;
  throw redirect(target + url.search, 301);
}

/**
 * Loads a page on the server (DESIGN §3): fetches `templateBoth/{pageKey}` with the path and query,
 * validates the envelope and every section, prefetches every valid section's data in parallel and
 * preloads their components, so the HTML is complete and the browser fetches nothing twice.
 *
 * When the API fails or answers anything but success, throws the 404 'Page Not Found' response;
 * a slug a page moved away from throws a 301 to its new address.
 * A section whose data fails still renders, with its own empty or error state.
 */
export async function loadPage({
  url,
  location,
  api,
  registry,
  validate,
  sectionModules,
  isLoggedIn,
  hasCart,
  template,
}: LoadPageOptions): Promise<PageData> {
  const { pageKey } = location;
  const raw = await (template ?? fetchPageTemplate({ url, location, api }));
  return prepareTemplate(raw, {
    url,
    location,
    api,
    registry,
    validate,
    pageKey,
    ...(sectionModules ? { sectionModules } : {}),
    ...(isLoggedIn ? { isLoggedIn } : {}),
    ...(hasCart === false ? { hasCart } : {}),
  });
}

/**
 * The raw `templateBoth/{pageKey}` answer of a page (with its path and query). When the API fails
 * or answers anything but success, throws the 404 'Page Not Found' response; a slug a page moved
 * away from throws a 301 to its new address.
 */
export async function fetchPageTemplate({
  url,
  location,
  api,
}: Pick<LoadPageOptions, 'url' | 'location' | 'api'>): Promise<unknown> {
  const query: Record<string, string> = { path: url.pathname };
  for (const [name, value] of url.searchParams) if (name !== 'path') query[name] = value;
  try {
    return (await api.call(content.templateBoth, { params: { id: location.pageKey }, query })).data;
  } catch (error) {
    movedPage(error, url);
    pageNotFound(url);
  }
}

interface Resolved {
  registry: Registry;
  validate: ValidateSection;
  /** By the URL's path and query (a section may render only on some: `rendersOn`). */
  byUrl: Map<string, ResolvedTemplate>;
}
const resolvedTemplates = new WeakMap<object, Resolved>();

/**
 * The validated template of `raw`, validated once per answer: an answer of the server's shared
 * cache is frozen and the same object for every request until the template changes (a new
 * version is a new answer), so its sections' props are checked and sanitised once, not on every
 * page. Any other answer is resolved each time.
 */
function resolvedOnce(
  raw: unknown,
  url: URL,
  registry: Registry,
  validate: ValidateSection,
  resolve: () => ResolvedTemplate,
): ResolvedTemplate {
  if (typeof raw !== 'object' || raw === null || !Object.isFrozen(raw)) return resolve();
  let memo = resolvedTemplates.get(raw);
  if (!memo || memo.registry !== registry || memo.validate !== validate) {
    memo = { registry, validate, byUrl: new Map() };
    resolvedTemplates.set(raw, memo);
  }
  const key = url.pathname + url.search;
  let template = memo.byUrl.get(key);
  if (!template) {
    template = resolve();
    // a template reached by many query strings (campaign links) keeps a few
    if (memo.byUrl.size >= 16) memo.byUrl.clear();
    memo.byUrl.set(key, template);
  }
  return template;
}

/** What {@link prepareTemplate} needs besides the raw template. */
export interface PrepareTemplateOptions extends LoadPageOptions {
  pageKey: string;
}

/**
 * Validates a raw template answer, prefetches its sections' data and preloads their components
 * (DESIGN §3 steps 4–5). Shared by pages and by error pages drawn inside the store layout.
 */
export async function prepareTemplate(
  raw: unknown,
  {
    url,
    api,
    registry,
    validate,
    sectionModules = NO_SECTION_MODULES,
    pageKey,
    isLoggedIn = false,
    hasCart = true,
  }: PrepareTemplateOptions,
): Promise<PageData> {
  const template = resolvedOnce(raw, url, registry, validate, () =>
    resolveTemplate(normalizeTemplate(raw), { registry, validate, url, warn: (m) => warnOnce(m) }),
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000 } },
  });
  const ctx = { api, pageKey, url, queryClient, isLoggedIn, hasCart, sanitizeHtml };

  const prefetches = allSections(template).map(async (section) => {
    if (section.status !== 'ok' || section.hidden) return;
    const load = registry.resolve(section.key)?.load;
    if (!load) return;
    let queries: SectionQuery[];
    try {
      queries = await load(section.props, ctx);
    } catch (error) {
      warnOnce(`Section "${section.key}" could not describe its data: ${String(error)}`);
      return;
    }
    await Promise.all(queries.map((query) => queryClient.prefetchQuery(query)));
  });
  const definitions = renderedDefinitions(template, registry);
  await Promise.all([...prefetches, preloadSectionComponents(definitions)]);

  return {
    pageKey,
    template,
    // no clock time in the page: the same bytes for every visitor (runtime/render/dehydrated-time.ts)
    dehydratedState: timeless(dehydrate(queryClient)),
    bodyClass: bodyClass(template.page),
    sections: pageSections(definitions, sectionModules),
    // only the sections hydrating with the page; the others load when needed (decision 0011)
    sectionChunks: sectionModules.preloads(
      eagerSections(template, registry).flatMap((section) => registry.resolve(section.key) ?? []),
    ),
  };
}

/** What the browser needs of each type of section rendered: its file and when it hydrates. */
function pageSections(
  definitions: readonly AnySectionDefinition[],
  modules: SectionModules,
): PageSections {
  const sections: PageSections = {};
  for (const definition of definitions) {
    const module = modules.url(definition);
    sections[definition.key] = {
      ...(module ? { module } : {}),
      ...(definition.hydrate ? { hydrate: definition.hydrate } : {}),
    };
  }
  return sections;
}
