import { HydrationBoundary } from '@tanstack/react-query';
import { useMemo } from 'react';
import { data, useLoaderData } from 'react-router';
import { DRAFT_FRAME_HEADERS, draftFrame } from '../../chrome/error-pages/draft-frame.server.ts';
import { withStoreLayout } from '../../chrome/error-pages/store-layout.server.ts';
import { editorBridgeHandle } from '../../preview/editor-bridge-handle.ts';
import { stampedNow } from '../../render/dehydrated-time.ts';
import { fetchPageTemplate, loadPage, type PageData } from '../../render/load-page.server.ts';
import { PageTemplate } from '../../render/PageTemplate.tsx';
import { drawnPage } from '../../render/page-hydration.ts';
import { browserSections, useSections } from '../../render/page-sections.ts';
import { loadWaitingParts } from '../../render/part-on-intent.ts';
import { renderedDefinitions } from '../../render/rendered-definitions.ts';
import { allSections } from '../../render/resolved-template.ts';
import { preloadSectionComponents } from '../../render/section-components.ts';
import { loadSectionPreset } from '../../render/section-preset.server.ts';
import { guardRules } from '../../routing/guard-rules.ts';
import { hasCartCookie } from '../../routing/guards/read-cart.ts';
import { runGuards } from '../../routing/guards.ts';
import { parsePageLocation } from '../../routing/page-location.ts';
import { loadStoreState } from '../../routing/store-state.ts';
import { productFromQueries } from '../../seo/page-product.ts';
import { type PageSeo, pageSeo } from '../../seo/page-seo.ts';
import { requestOrigin } from '../../seo/request-origin.ts';
import { NOINDEX } from '../../seo/robots.ts';
import { seoMeta } from '../../seo/seo-meta.ts';
import { titleOverrideFor } from '../../seo/title-override.ts';
import { validateSectionOnServer } from '../../server/section-validator.server.ts';
import { registry } from '../../storefront/registry.ts';
import type { Route } from './+types/page.ts';

/** What the page route hands to its component: the page and its `<head>`. */
export interface PageRouteData extends PageData {
  seo: PageSeo;
}

/**
 * Every storefront route (spec §2) renders its template here. Runs the guards (licence, gates,
 * cart, checkout, login…), then loads the template and its sections' data on the server, and
 * the page's SEO. A guard may redirect, or ask for another status (503 on maintenance). When the
 * template API fails or answers non-success, throws the 404 'Page Not Found' response; 404 and
 * 'Website Unavailable' responses carry the store's header and footer when the template API can
 * give them. When the store itself cannot be read, throws the 500 page. On SECTION_PRESET_PATH
 * (route `section-preset`) the template is one section preset alone, the editor's picture of it
 * (runtime/render/section-preset.server.ts), drawn by the root as a bare document.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // the one parse of the URL: guards, the template, SEO and the title all read this
  const location = parsePageLocation(url);
  const options = {
    url,
    location,
    api: context.api,
    registry,
    validate: validateSectionOnServer,
    sectionModules: context.sectionModules,
  };
  const { key, preset } = params as { key?: string; preset?: string };
  // the page's template is asked for alongside the guards and the store's state (one round trip
  // less); it is used only once the guards let the request through
  const template = key === undefined ? fetchPageTemplate(options) : undefined;
  template?.catch(() => {});
  try {
    const outcome = await runGuards(guardRules, {
      url,
      location,
      request,
      api: context.api,
      setCookie: (cookie) => context.setCookies.push(cookie),
    });
    // read by the guards already (one call per request): whether the visitor is a customer
    const store = await loadStoreState(context.api);
    // the editor's picture of one section preset: that section alone, cached, never indexed
    const picture = key !== undefined ? await loadSectionPreset(key, preset, options) : undefined;
    // an unpublished page, previewed in the editor: the store's layout to draw its draft in
    let frame = false;
    const page =
      picture ??
      (await loadPage({
        ...options,
        isLoggedIn: store.values.isLoggedIn,
        // a visitor with no cart cookie who is not logged in has no cart to ask for, except on
        // the cart page, which shows the empty cart the API answers them
        hasCart: store.values.isLoggedIn || hasCartCookie(request) || location.pageType === 'cart',
        ...(template ? { template } : {}),
      }).catch(async (thrown: unknown) => {
        const layout = await draftFrame(thrown, options);
        if (layout === null) throw thrown;
        frame = true;
        return layout;
      }));
    const titleOverride = picture
      ? `Preview of ${picture.presetTitle}`
      : titleOverrideFor(location);
    const seo = pageSeo({
      origin: requestOrigin(request, context.config.storeUrl),
      location,
      page: page.template.page,
      pageType: page.template.pageType,
      store: store.values,
      product: productFromQueries(page.dehydratedState),
      ...(titleOverride ? { titleOverride } : {}),
    });
    const body: PageRouteData = {
      ...page,
      seo: frame || picture ? { ...seo, robots: NOINDEX } : seo,
    };
    if (frame) return data(body, { status: 404, headers: DRAFT_FRAME_HEADERS });
    const headers = picture
      ? { 'Cache-Control': 'public, max-age=300', 'X-Robots-Tag': NOINDEX, ...outcome.headers }
      : outcome.headers;
    return data(body, { status: outcome.status ?? 200, ...(headers ? { headers } : {}) });
  } catch (thrown) {
    throw await withStoreLayout(thrown, options);
  }
}

/** A guard's extra headers (`Retry-After` on maintenance) reach the document response. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * On client navigations, loads the new page's section chunks before it commits, so the page
 * swaps in complete instead of flashing empty sections.
 */
export async function clientLoader({
  serverLoader,
}: Route.ClientLoaderArgs): Promise<PageRouteData> {
  const page = await serverLoader();
  // and the code of the parts still waiting for the shopper in the sections it keeps
  // (part-on-intent.ts)
  await Promise.all([
    preloadSectionComponents(renderedDefinitions(page.template, browserSections(page.sections))),
    loadWaitingParts(new Set(allSections(page.template).map((section) => section.id))),
  ]);
  return page;
}

/** Title, description, robots, canonical, social tags and JSON-LD of the page (runtime/seo). */
export const meta: Route.MetaFunction = ({ data: page }) => {
  // the page's section chunks download alongside the entry: no waterfall after hydration
  const preloads = (page?.sectionChunks ?? []).map((href) => ({
    tagName: 'link' as const,
    rel: 'modulepreload',
    href,
  }));
  return [...(page ? seoMeta(page.seo) : []), ...preloads];
};

/** Lets the root layout start the editor bridge from this route's chunk (DESIGN §4). */
export const handle = editorBridgeHandle;

export default function PageRoute() {
  const page = useLoaderData<typeof loader>();
  // the server sends its data without a time: it counts as loaded when this page arrived
  const state = useMemo(() => {
    if (!import.meta.env.SSR) drawnPage.state ??= page.dehydratedState;
    return stampedNow(page.dehydratedState);
  }, [page.dehydratedState]);
  const sections = useSections(page.sections);
  return (
    <HydrationBoundary state={state}>
      <PageTemplate pageKey={page.pageKey} template={page.template} registry={sections} />
    </HydrationBoundary>
  );
}
