import { HydrationBoundary } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { stampedNow } from '../../render/dehydrated-time.ts';
import type { PageData } from '../../render/load-page.server.ts';
import { type PageSections, useSections } from '../../render/page-sections.ts';
import { TemplateRenderer } from '../../render/TemplateRenderer.tsx';
import { readShellErrorData } from '../../routing/shell-errors.ts';
import { DEFAULT_STOREFRONT_VALUES } from '../../storefront/default-storefront-values.ts';
import { useRootData } from '../../storefront/root-data.ts';
import { ShellServices } from '../../storefront/ShellServices.tsx';
import { StorefrontProviders } from '../../storefront/StorefrontProviders.tsx';
import { StorefrontValuesProvider } from '../../storefront/use-storefront.ts';

// Only a page that failed draws these, so no other page loads them: a server-rendered error page
// hydrates once its page's chunk has arrived, its server HTML shown as it is meanwhile.
const NotFoundPage = lazy(() =>
  import('./NotFoundPage.tsx').then((module) => ({ default: module.NotFoundPage })),
);
const ServerErrorPage = lazy(() =>
  import('./ServerErrorPage.tsx').then((module) => ({ default: module.ServerErrorPage })),
);
const UnavailablePage = lazy(() =>
  import('./UnavailablePage.tsx').then((module) => ({ default: module.UnavailablePage })),
);

const NO_SECTIONS: PageSections = {};

function layoutOf(data: unknown): PageData | null {
  const layout = (data as { layout?: Partial<PageData> } | null)?.layout;
  return layout?.template && layout.dehydratedState ? (layout as PageData) : null;
}

/**
 * The root error boundary (spec §2 "Error pages", §8). A 404 shows 'Page Not Found!' with the
 * path (and a reason when the loader gave one), 'Website Unavailable' shows for a missing
 * licence or inactive subscription, anything else the 500 page. When the page loader could load
 * the store's header and footer, the page is drawn inside them; otherwise on its own.
 */
export function ShellErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const response = isRouteErrorResponse(error) ? error : null;
  const data = response ? readShellErrorData(response.data) : null;
  const layout = response ? layoutOf(response.data) : null;
  // the root loader failed: the store's values are the defaults (useStorefront)
  const failedRoot = useRootData() === undefined;
  const sections = useSections(layout?.sections ?? NO_SECTIONS);

  let main: ReactNode;
  if (data?.kind === 'unavailable') {
    // The layout's page sections already hold the website-unavailable section.
    main = layout ? undefined : <UnavailablePage supportEmail={data.supportEmail} />;
  } else if (response?.status === 404) {
    main = (
      <NotFoundPage
        path={data?.kind === 'not-found' ? data.path : location.pathname}
        {...(data?.kind === 'not-found' && data.message ? { message: data.message } : {})}
      />
    );
  } else {
    main = <ServerErrorPage />;
  }
  if (main) main = <Suspense fallback={null}>{main}</Suspense>;

  const page = (
    <StorefrontProviders>
      {layout ? (
        <HydrationBoundary state={stampedNow(layout.dehydratedState)}>
          <TemplateRenderer template={layout.template} registry={sections} main={main} />
        </HydrationBoundary>
      ) : (
        <main id="main-content" tabIndex={-1}>
          {main}
        </main>
      )}
      <ShellServices />
    </StorefrontProviders>
  );
  return failedRoot ? (
    <StorefrontValuesProvider value={DEFAULT_STOREFRONT_VALUES}>{page}</StorefrontValuesProvider>
  ) : (
    page
  );
}
