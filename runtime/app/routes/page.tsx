import { HydrationBoundary } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { editorBridgeHandle } from '../../preview/editor-bridge-handle.ts';
import { loadPage, type PageData } from '../../render/load-page.server.ts';
import { PageTemplate } from '../../render/PageTemplate.tsx';
import { renderedDefinitions } from '../../render/rendered-definitions.ts';
import { preloadSectionComponents } from '../../render/section-components.ts';
import { guardRules } from '../../routing/guard-rules.ts';
import { runGuards } from '../../routing/guards.ts';
import { pageKeyFromUrl } from '../../routing/page-key.ts';
import { validateSectionOnServer } from '../../server/section-validator.server.ts';
import { registry } from '../registry.ts';
import type { Route } from './+types/page.ts';

/**
 * Every storefront route (spec §2) renders its template here. Runs the guards, then loads the
 * template and its sections' data on the server. When the template API fails or answers
 * non-success, throws the 404 'Page Not Found' response; a guard may throw a redirect first.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<PageData> {
  const url = new URL(request.url);
  await runGuards(guardRules, {
    url,
    request,
    api: context.api,
    pageKey: pageKeyFromUrl(url.pathname, url.search),
  });
  return loadPage({
    url,
    api: context.api,
    registry,
    validate: validateSectionOnServer,
    sectionAssets: context.sectionAssets,
  });
}

/**
 * On client navigations, loads the new page's section chunks before it commits, so the page
 * swaps in complete instead of flashing empty sections.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<PageData> {
  const page = await serverLoader();
  await preloadSectionComponents(renderedDefinitions(page.template, registry));
  return page;
}

export const meta: Route.MetaFunction = ({ data }) => {
  const page = data?.template.page;
  // the page's section chunks download alongside the entry: no waterfall after hydration
  const preloads = (data?.sectionChunks ?? []).map((href) => ({
    tagName: 'link' as const,
    rel: 'modulepreload',
    href,
  }));
  if (!page) return preloads;
  const description = page.meta_description
    ? [{ name: 'description', content: page.meta_description }]
    : [];
  return [{ title: page.meta_title || page.title }, ...description, ...preloads];
};

/** Lets the root layout start the editor bridge from this route's chunk (DESIGN §4). */
export const handle = editorBridgeHandle;

export default function PageRoute() {
  const page = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={page.dehydratedState}>
      <PageTemplate pageKey={page.pageKey} template={page.template} registry={registry} />
    </HydrationBoundary>
  );
}
