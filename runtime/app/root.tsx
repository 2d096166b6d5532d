import { lazy, type ReactNode, Suspense } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from 'react-router';
import { globalStyles, ThemeStyles, themeHead } from '../../themes/index.ts';
import { errorMeta } from '../chrome/error-pages/error-meta.ts';
import { StorefrontChrome } from '../chrome/StorefrontChrome.tsx';
import { SESSION_STORAGE_FALLBACK_SCRIPT } from '../chrome/session-storage-fallback.ts';
import { ToastHost } from '../chrome/ToastHost.tsx';
import { useEditorBridge } from '../preview/use-editor-bridge.ts';
import { loadStoreState } from '../routing/store-state.ts';
import { isAnonymousRequest } from '../server/shared-data.ts';
import { type RootData, useRootData } from '../storefront/root-data.ts';
import { ShellServices } from '../storefront/ShellServices.tsx';
import { StorefrontProviders } from '../storefront/StorefrontProviders.tsx';
import type { Route } from './+types/root.ts';

/** Where entry.server puts the stitches CSS once the whole page has rendered. */
export const STITCHES_STYLE_ID = 'sf-stitches';
/** The `<meta name>` after which entry.server inserts the stitches `<style>`. */
export const STYLES_MARKER = 'sf-styles';

/**
 * Store-wide values every page needs (spec §3 "Initial-values response"), fetched once per
 * request together with the page guards. Nothing here reads the request's own headers beyond
 * whether it carries a shopper's cookies (the consent banner is the browser's): an anonymous page
 * is one HTML for every visitor. When the storefront call fails (unknown store, API down), throws
 * the 500 page: never a blank page, never a redirect.
 * The values are parsed here, on the server: malformed settings get their defaults with one
 * warning, and the browser reads the result (`useStorefront`) without zod.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { values } = await loadStoreState(context.api);
  return {
    storefrontValues: values,
    everyone: isAnonymousRequest(request.headers.get('cookie')),
    // the theme's <head> is computed here, so its colour and font code stays on the server
    theme: themeHead(values.storefront),
    // public anyway (the CSP header lists them): the editor bridge checks handshakes against them
    editorOrigins: context.config.editorOrigins,
  } satisfies RootData;
}

/** Only error pages take their `<head>` from here: a title, and never indexed. */
export const meta: Route.MetaFunction = ({ error }) => (error ? errorMeta(error) : []);

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
function faviconsOf(root: RootData | undefined): IconLink[] {
  const list: unknown = root?.storefrontValues.storefront.favicon;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (icon): icon is IconLink =>
      typeof icon?.href === 'string' && typeof (icon.rel ?? 'icon') === 'string',
  );
}

/**
 * Whether the route draws a bare document: a section preset's picture for the editor
 * (SECTION_PRESET_ROUTE), server HTML with no scripts, no shell services, no floating buttons.
 */
const isBare = (matches: ReturnType<typeof useMatches>) =>
  matches.some((match) => match.id === 'section-preset');

export function Layout({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const root = useRootData();
  useEditorBridge(root?.editorOrigins);
  globalStyles();
  return (
    // the consent head script marks <html> before React hydrates it
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {faviconsOf(root).map((icon) => (
          <link
            key={`${icon.rel}:${icon.href}`}
            rel={icon.rel ?? 'icon'}
            href={icon.href}
            {...(icon.sizes ? { sizes: icon.sizes } : {})}
            {...(icon.type ? { type: icon.type } : {})}
          />
        ))}
        <Links />
        {/* entry.server puts the consent head script (it shows or hides the cookie banner before the
            first paint; the browser's bundle does not carry it) and the stitches CSS of everything
            rendered right before this marker. The
            style element is not React's: hydration skips it and no re-render can empty it, so
            stitches keeps using it as its sheet in the browser. */}
        <meta name={STYLES_MARKER} content="" />
        {/* store theme: font preloads and faces, CSS variables, custom CSS (after stitches, so it wins) */}
        <ThemeStyles head={root?.theme} />
      </head>
      <body className={bodyClassOf(matches) ?? 'page--home'}>
        <a className="sf-skip-link" href="#main-content">
          Skip to content
        </a>
        {children}
        {/* sonner's Toaster, mounted with the first toast */}
        <ToastHost />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: safe: a constant script (see SESSION_STORAGE_FALLBACK_SCRIPT); it must run before ScrollRestoration's */}
        <script dangerouslySetInnerHTML={{ __html: SESSION_STORAGE_FALLBACK_SCRIPT }} />
        <ScrollRestoration />
        {/* a bare document (a section preset's picture) is server HTML only */}
        {isBare(matches) || <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
  const bare = isBare(useMatches());
  return (
    <StorefrontProviders>
      {/* cookie consent, analytics behind it, heartbeat. First, so the cookie banner (an overlay, in
          the server's HTML) paints with the page's first frame rather than after its last byte,
          and is the first thing after the skip link for keyboard users. */}
      {bare || <ShellServices />}
      <Outlet />
      {/* loading bar, scroll-to-top, chat button, admin link (spec §2 "Layout") */}
      {bare || <StorefrontChrome />}
    </StorefrontProviders>
  );
}

// the error pages' code loads with a page that failed, never with one that did not
const ShellErrorBoundary = lazy(() =>
  import('../chrome/error-pages/ShellErrorBoundary.tsx').then((module) => ({
    default: module.ShellErrorBoundary,
  })),
);

/**
 * 404, 'Website Unavailable' and 500, inside the store layout when it could be loaded. The server
 * draws it whole; in the browser, its HTML stays as drawn until its code has arrived.
 */
export function ErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <ShellErrorBoundary />
    </Suspense>
  );
}
