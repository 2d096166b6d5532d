import { PassThrough } from 'node:stream';
import theme from '@storefront/theme';
import { renderToPipeableStream } from 'react-dom/server';
import type {
  AppLoadContext,
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
} from 'react-router';
import { ServerRouter } from 'react-router';
import { pageCssText, themeTokenStyles } from '../../themes/index.ts';
import { withRequestReference } from '../chrome/error-pages/request-reference.ts';
import { CONSENT_HEAD_SCRIPT } from '../consent/consent-head-script.ts';
import { ServerRegistry } from '../render/page-sections.ts';
import { botErrorResponse } from '../seo/bot-error-response.ts';
import { scriptPolicy } from '../server/content-security-policy.ts';
import { finishDocument } from '../server/finish-document.ts';
import { logger, REQUEST_ID_HEADER } from '../server/logger.ts';
import type { SectionManifestExport } from '../server/section-manifest.ts';
import { registry } from '../storefront/registry.ts';
import { STITCHES_STYLE_ID, STYLES_MARKER } from './root.tsx';

/** How long rendering may wait for suspended content before it is abandoned. */
export const streamTimeout = 5_000;

const STYLES_MARKER_TAG = `<meta name="${STYLES_MARKER}" content=""/>`;

/** Closes a `</style` sequence so CSS text can never end its own element. */
function inertCss(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style');
}

// The tokens of the theme the shop is built with (storefront.config.ts), over the defaults. Written
// into the server's CSS only: that `<style>` stays in the document, and the browser's bundle
// carries no token code.
const themeTokens = themeTokenStyles(theme.tokens);

/**
 * The page's stitches CSS (themes/page-css.ts) with the theme's tokens, safe inside `<style>`.
 * The rules are chosen by the component classes the page names, which are ASCII: the page is read
 * as Latin-1, a copy of its bytes, rather than decoded.
 */
function serverCss(drawn: Buffer): string {
  themeTokens();
  return inertCss(pageCssText(drawn.toString('latin1')));
}

/** The installed plugins the page was rendered with (the root loader's store values). */
function installedPlugins(routerContext: EntryContext): string[] {
  const root = routerContext.staticHandlerContext.loaderData.root as
    | { storefrontValues?: { pluginConfigs?: Record<string, unknown> } }
    | undefined;
  return Object.keys(root?.storefrontValues?.pluginConfigs ?? {});
}

/**
 * The consent head script (runtime/consent/consent-head-script.ts): decides before the first paint
 * whether the cookie banner in the page shows. Put in by the server only, like the stitches CSS, so
 * the browser's bundle does not carry its text; hydration skips it. A constant: safe as HTML.
 */
const CONSENT_SCRIPT_TAG = `<script>${CONSENT_HEAD_SCRIPT}</script>`;

/** A bare document (a section preset's picture for the editor) has no banner and no scripts. */
function isBare(routerContext: EntryContext): boolean {
  return routerContext.staticHandlerContext.matches.some(
    (match) => match.route.id === 'section-preset',
  );
}

function forwardApiCookies(headers: Headers, context: AppLoadContext): void {
  for (const cookie of context.setCookies ?? []) headers.append('Set-Cookie', cookie);
}

/**
 * Renders the whole document before answering (DESIGN §3 step 5): loaders already prefetched every
 * section's data and component, so waiting for all content costs little and gives complete HTML to
 * shoppers and bots alike, with the stitches CSS of exactly what rendered in `<head>`. A section
 * that throws during SSR is logged and left to its boundary in the browser; it never fails the page.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  forwardApiCookies(responseHeaders, loadContext);
  const requestId = request.headers.get(REQUEST_ID_HEADER);
  const forBot = botErrorResponse(request, responseStatusCode, responseHeaders);
  if (forBot) return Promise.resolve(forBot);
  if (request.method.toUpperCase() === 'HEAD') {
    return Promise.resolve(
      new Response(null, { status: responseStatusCode, headers: responseHeaders }),
    );
  }

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => {
      clearTimeout(timeout);
      const drawn = Buffer.concat(chunks);
      const finished = finishDocument(drawn, (head) =>
        head.replace(
          STYLES_MARKER_TAG,
          // before the marker: hydration expects a <meta> here, so it skips the <style> instead of
          // claiming it for the next style React renders (which would later replace it)
          `${isBare(routerContext) ? '' : CONSENT_SCRIPT_TAG}<style id="${STITCHES_STYLE_ID}">${serverCss(drawn)}</style>${STYLES_MARKER_TAG}`,
        ),
      );
      // the 500 page's reference: a rare page, finished as text
      const html =
        responseStatusCode >= 500
          ? Buffer.from(withRequestReference(finished.toString('utf8'), requestId))
          : finished;
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      // scripts: the shop's, this page's inline ones by hash, its analytics plugins' hosts
      responseHeaders.set(
        'Content-Security-Policy',
        scriptPolicy({
          html,
          plugins: installedPlugins(routerContext),
          extraHosts: loadContext.config?.cspScriptHosts ?? [],
        }),
      );
      resolve(new Response(html, { status: responseStatusCode, headers: responseHeaders }));
    });

    const { pipe, abort } = renderToPipeableStream(
      <ServerRegistry value={registry}>
        <ServerRouter context={routerContext} url={request.url} />
      </ServerRegistry>,
      {
        // The whole page is sent at once (onAllReady), so no Suspense boundary is ever worth
        // outlining: inline content paints with the first bytes (no layout shift) and shows with
        // JavaScript off.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          logger().error({ reqId: requestId, err: error }, 'render error');
        },
      },
    );
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
  });
}

/**
 * An error a loader, an action or the render threw, in the structured log with the request's id
 * (the shopper's 500 page shows the id, never the error). Requests the shopper abandoned are not
 * errors.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  logger().error({ reqId: request.headers.get(REQUEST_ID_HEADER), err: error }, 'request error');
};

/** Client navigations (`.data` requests) forward the API's cookies too. */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  forwardApiCookies(response.headers, context);
  return response;
};

/**
 * The registry's manifest, answered by the storefront server at SECTION_MANIFEST_PATH for the
 * editor frame (runtime/server/section-manifest.ts, decision 0010): read from this build, so it is
 * the registry SSR validates and renders with, theme sections included.
 */
export const sectionManifest: SectionManifestExport['sectionManifest'] = () => registry.manifest();
