import { QueryClientProvider } from '@tanstack/react-query';
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
import { globalStyles, PriceFormatProvider, ThemeStyles } from '../../themes/index.ts';
import { ApiProvider } from '../api/api-context.tsx';
import { browserApi } from '../api/browser-client.ts';
import { useEditorBridge } from '../preview/use-editor-bridge.ts';
import { createQueryClient } from '../render/query-client.ts';
import type { Route } from './+types/root.ts';
import { StorefrontChrome } from './chrome/StorefrontChrome.tsx';
import { NotFoundPage } from './error-pages/NotFoundPage.tsx';
import { ServerErrorPage } from './error-pages/ServerErrorPage.tsx';
import { useStorefront } from './use-storefront.ts';

/** Where entry.server puts the stitches CSS once the whole page has rendered. */
export const STITCHES_STYLE_ID = 'sf-stitches';
const EMPTY_HTML = { __html: '' };

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
  // Public anyway (the CSP header lists them): the editor bridge checks handshakes against them.
  return { initialValues: data, editorOrigins: context.config.editorOrigins };
}

function bodyClassOf(matches: ReturnType<typeof useMatches>): string | undefined {
  for (const match of [...matches].reverse()) {
    const data = match.data as { bodyClass?: unknown } | undefined;
    if (typeof data?.bodyClass === 'string') return data.bodyClass;
  }
  return undefined;
}

interface IconLink {
  rel: string;
  href: string;
  sizes?: string;
  type?: string;
}

/** The store's favicon set (spec §3), read defensively: a malformed entry is skipped. */
function faviconsOf(matches: ReturnType<typeof useMatches>): IconLink[] {
  const root = matches[0]?.data as
    | { initialValues?: { storefront?: { favicon?: unknown } } }
    | undefined;
  const list = root?.initialValues?.storefront?.favicon;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (icon): icon is IconLink =>
      typeof icon?.href === 'string' && typeof (icon.rel ?? 'icon') === 'string',
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const { storefront } = useStorefront();
  useEditorBridge();
  globalStyles();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {faviconsOf(matches).map((icon) => (
          <link
            key={`${icon.rel}:${icon.href}`}
            rel={icon.rel ?? 'icon'}
            href={icon.href}
            {...(icon.sizes ? { sizes: icon.sizes } : {})}
            {...(icon.type ? { type: icon.type } : {})}
          />
        ))}
        <Links />
        {/* Filled by entry.server with the CSS of everything rendered. Given as (empty) inner HTML
            so hydration adopts the server's CSS instead of comparing it. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant empty string */}
        <style
          id={STITCHES_STYLE_ID}
          dangerouslySetInnerHTML={EMPTY_HTML}
          suppressHydrationWarning
        />
        {/* store theme: font preloads and faces, CSS variables, custom CSS (after stitches, so it wins) */}
        <ThemeStyles storefront={storefront} />
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
  const [queryClient] = useState(createQueryClient);
  const { storefront } = useStorefront();
  return (
    <ApiProvider value={browserApi}>
      <QueryClientProvider client={queryClient}>
        <PriceFormatProvider value={{ currency: storefront.channel.currency.code }}>
          <Outlet />
          {/* loading bar, scroll-to-top, chat button, admin link (issue 4 layout) */}
          <StorefrontChrome />
        </PriceFormatProvider>
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
