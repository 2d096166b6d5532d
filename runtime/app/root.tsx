import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
} from 'react-router';
import { Toaster } from 'sonner';
import { globalStyles } from '../../themes/index.ts';
import { ApiProvider } from '../api/api-context.tsx';
import { browserApi } from '../api/browser-client.ts';
import type { Route } from './+types/root.ts';
import { NotFoundPage } from './error-pages/NotFoundPage.tsx';
import { ServerErrorPage } from './error-pages/ServerErrorPage.tsx';

/** Where entry.server puts the stitches CSS once the whole page has rendered. */
export const STITCHES_STYLE_ID = 'sf-stitches';

/**
 * Store-wide values every page needs (spec §3 "Initial-values response"). When the storefront
 * call fails, throws the 500 page rather than rendering a shop without its settings.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { data } = await context.api.get<Record<string, unknown>>(
    '/api/storefront/initial-values',
    {
      silent: true,
    },
  );
  return { initialValues: data };
}

function bodyClassOf(matches: ReturnType<typeof useMatches>): string | undefined {
  for (const match of [...matches].reverse()) {
    const data = match.data as { bodyClass?: unknown } | undefined;
    if (typeof data?.bodyClass === 'string') return data.bodyClass;
  }
  return undefined;
}

export function Layout({ children }: { children: ReactNode }) {
  const matches = useMatches();
  globalStyles();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {/* Filled by entry.server with the CSS of everything rendered; the browser keeps it. */}
        <style id={STITCHES_STYLE_ID} suppressHydrationWarning />
      </head>
      <body className={bodyClassOf(matches) ?? 'page--home'}>
        <a className="sf-visually-hidden" href="#main-content">
          Skip to content
        </a>
        {children}
        <Toaster position="top-center" richColors closeButton />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <ApiProvider value={browserApi}>
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    </ApiProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const path = (error.data as { path?: unknown } | null)?.path;
    return <NotFoundPage path={typeof path === 'string' ? path : location.pathname} />;
  }
  return <ServerErrorPage />;
}
