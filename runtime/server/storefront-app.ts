import { existsSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { SECTION_MANIFEST_PATH } from '../../editor-bridge/protocol.ts';
import { requestClientAddress } from '../../examples/api/http/client-info.ts';
import { API_PREFIX, endpointUrl } from '../../schemas/api/endpoint.ts';
import { uploadCustomisation } from '../../schemas/api/endpoints/plugins.ts';
import type { ApiBackend } from './api-backend.ts';
import { apiDocsRoutes } from './api-docs.ts';
import { type ApiCallTiming, serverTimingHeader } from './cached-api.ts';
import { createLoadContext } from './create-load-context.ts';
import { editorCors } from './editor-cors.ts';
import {
  isEveryonesPageFor,
  lacksShopperHint,
  shopperHintAfterApi,
  shopperHintCookie,
  withoutCookies,
} from './everyones-page.ts';
import { createInvalidator, type Invalidator } from './invalidation.ts';
import type { RuntimeConfig } from './load-context.ts';
import { requestLog } from './logger.ts';
import {
  keptUntil,
  PRIVATE_CACHE_CONTROL,
  pageCachePolicy,
  withPageCacheHeaders,
} from './page-cache.ts';
import {
  answerOf,
  cacheStatusOf,
  isPublicAnswer,
  type PageStore,
  type RenderedPage,
  type ServedPage,
} from './page-store.ts';
import { sectionManifest } from './section-manifest.ts';
import { builtSectionModules, devSectionModules } from './section-modules.ts';
import { securityHeaders } from './security-headers.ts';
import { createSharedCache, type SharedCache } from './shared-cache.ts';
import { isAnonymousRequest, tagsChangedBy } from './shared-data.ts';

export interface StorefrontAppOptions {
  /** The React Router server build, or a function returning it (dev reloads it per request). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  backend: ApiBackend;
  config: RuntimeConfig;
  /** Folder of the client build; omitted in dev, where Vite serves assets. */
  clientDir?: string;
  mode?: 'production' | 'development';
  /**
   * The cache of shopper-independent API answers SSR reads through (runtime/server/shared-cache.ts);
   * `null` turns it off. @default a cache with the default freshness
   */
  sharedCache?: SharedCache | null;
  /**
   * What an admin write's invalidation reaches beyond the shared cache: the CDN's purger and the
   * other processes' bus (runtime/server/invalidation.ts). @default the shared cache alone
   */
  invalidator?: Invalidator;
  /**
   * The server's own copy of its public pages (runtime/server/page-store.ts), answered to anonymous
   * visitors without a render. Give the same store to `invalidator`, so admin writes forget its
   * pages. @default none: every page is rendered
   */
  pageStore?: PageStore | null;
}

/**
 * `backend` telling `cache` (the shared cache, or an `Invalidator` that also purges the CDN and
 * tells the other processes) what each successful write through it changed
 * (runtime/server/shared-data.ts `tagsChangedBy`): an admin's Publish shows on the next page.
 */
export function invalidatingBackend(
  backend: ApiBackend,
  cache: Pick<Invalidator, 'invalidate'>,
): ApiBackend {
  return {
    ...backend,
    async handle(request) {
      const response = await backend.handle(request);
      if (response.ok) {
        const tags = tagsChangedBy(request.method, new URL(request.url).pathname);
        if (tags.length > 0) cache.invalidate(tags);
      }
      return response;
    },
  };
}

/**
 * `request` with `X-Forwarded-For` naming only `client`, the address this server worked out: what
 * a shopper writes in the header reaches the API only through a trusted proxy (decision 11).
 */
function withClientAddress(request: Request, client: string | null): Request {
  const headers = new Headers(request.headers);
  if (client) headers.set('x-forwarded-for', client);
  else headers.delete('x-forwarded-for');
  const init: RequestInit & { duplex?: 'half' } = { headers };
  if (request.body) init.duplex = 'half';
  return new Request(request, init);
}

/**
 * The storefront server (DESIGN §3, decision 2): `/api/*` to the API backend (except `/api/docs`,
 * the reference page of its `/api/openapi.json`), the section manifest for the editor frame,
 * hashed assets with immutable caching, everything else server-rendered by React Router.
 */
export function createStorefrontApp(options: StorefrontAppOptions): Hono {
  const app = new Hono();
  // whether the browser reaches the shop over HTTPS: the public URL says, else the request
  const isSecure = (url: URL) =>
    (options.config.storeUrl ? new URL(options.config.storeUrl) : url).protocol === 'https:';
  // an id per request on every log line and in X-Request-Id (issue 18), one line per answer
  app.use('*', requestLog());
  const cache = options.sharedCache === undefined ? createSharedCache() : options.sharedCache;
  const invalidator = options.invalidator ?? (cache ? createInvalidator({ cache }) : null);
  const backend = invalidator ? invalidatingBackend(options.backend, invalidator) : options.backend;
  const serverTiming = options.mode === 'development' || options.config.serverTiming === true;
  app.use('*', securityHeaders(options.config.editorOrigins));
  // API answers and the data of client navigations are compressed as they stream; pages are
  // encoded whole (answerOf, runtime/server/page-store.ts) and hashed assets were compressed at
  // build time (scripts/precompress.ts): they carry their Content-Encoding, so they pass through
  app.use('*', compress());

  // the editor (another origin) loads and saves templates here (DESIGN §4)
  app.use(`${API_PREFIX}/admin/*`, editorCors(options.config.editorOrigins));
  // the editor's Store settings upload a logo through the uploads endpoint (issue 25)
  app.use(endpointUrl(uploadCustomisation, {}), editorCors(options.config.editorOrigins));
  // the API reference for developers renders the backend's own /api/openapi.json
  app.route('/', apiDocsRoutes());
  app.all(`${API_PREFIX}/*`, async (c) => {
    const response = await backend.handle(
      withClientAddress(c.req.raw, requestClientAddress(c, options.config.trustProxy ?? 0)),
    );
    // an answer that gives the browser a session or a cart tells the pages so (decision 0022)
    const hint = shopperHintAfterApi(
      c.req.header('cookie') ?? null,
      response.headers.getSetCookie(),
      isSecure(new URL(c.req.url)),
    );
    // a read whose answer does not say it may be kept (media, the API reference do) is the
    // caller's own; writes' answers are never stored by a shared cache anyway
    const read = c.req.method === 'GET' || c.req.method === 'HEAD';
    const keepsWords = !read || response.headers.has('cache-control');
    if (keepsWords && hint === null) return response;
    const headers = new Headers(response.headers);
    if (!keepsWords) headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
    if (hint) headers.append('Set-Cookie', hint);
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  });

  // the editor frame's schemas and presets: the browser build has none (decision 0010)
  app.get(SECTION_MANIFEST_PATH, sectionManifest(options.build));

  const clientDir = options.clientDir;
  if (clientDir && existsSync(clientDir)) {
    app.use('/.vite/*', async (c) => c.notFound());
    app.use(
      '/assets/*',
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    );
    app.use(
      '*',
      serveStatic({
        root: clientDir,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
      }),
    );
  }

  // a missing hashed asset (an old tab after a deploy) is a plain 404, not a storefront page
  app.all('/assets/*', (c) => c.text('Not found', 404));

  const sectionModules =
    options.mode === 'development'
      ? devSectionModules(process.cwd())
      : builtSectionModules(clientDir);
  const handler = createRequestHandler(options.build, options.mode ?? 'production');
  const pages = options.pageStore ?? null;
  app.all('*', async (c) => {
    const start = performance.now();
    const url = new URL(c.req.url);
    const cookie = c.req.header('cookie') ?? null;
    // the API calls of this request's render: none when the page came from the store
    let calls: readonly ApiCallTiming[] = [];
    const render = async (request: Request): Promise<RenderedPage> => {
      const context = createLoadContext(
        request,
        backend,
        options.config,
        sectionModules,
        requestClientAddress(c, options.config.trustProxy ?? 0),
        cache,
      );
      calls = context.apiCalls;
      const rendered = await handler(request, context);
      // public for a CDN only when it is the same for every visitor (runtime/server/page-cache.ts)
      const policy = pageCachePolicy(
        {
          method: request.method,
          url,
          cookie: request.headers.get('cookie'),
          status: rendered.status,
          headers: rendered.headers,
          calls: context.apiCalls,
        },
        options.config.pageCache,
      );
      return {
        response: withPageCacheHeaders(rendered, policy),
        keys: policy.surrogateKey?.split(' ') ?? null,
        until: keptUntil(context.apiCalls, options.config.pageCache?.sMaxAge),
      };
    };
    // the page everyone gets: another visitor's when the store kept it
    const everyones = async (request: Request): Promise<ServedPage> =>
      pages
        ? pages.serve(c.req.url, () => render(request))
        : { response: (await render(request)).response };
    let served: ServedPage | null = null;
    // a shopper with a session or a cart is answered a public page as everyone gets it, and
    // asks for their own values once it has hydrated (decision 0022); when that is not a public
    // page (a gate everyone meets but their unlock cookie passes), it is rendered for them
    const asEveryone = isEveryonesPageFor(c.req.raw, url);
    if (asEveryone) {
      served = await everyones(withoutCookies(c.req.raw));
      if (!isPublicAnswer(served)) {
        if ('response' in served) await served.response.body?.cancel();
        served = null;
      }
    } else if (c.req.method === 'GET' && isAnonymousRequest(cookie)) {
      served = await everyones(c.req.raw);
    }
    const response = await answerOf(
      served ?? { response: (await render(c.req.raw)).response },
      c.req.raw,
    );
    if (pages) response.headers.set('Cache-Status', cacheStatusOf(served));
    if (asEveryone && served) {
      // the same bytes as everyone's, but answered to a shopper with cookies: no cache keeps it
      response.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
      response.headers.delete('Surrogate-Key');
      if (lacksShopperHint(cookie)) {
        response.headers.append('Set-Cookie', shopperHintCookie(isSecure(url)));
      }
    }
    if (!serverTiming) return response;
    // each API call of the page, and the time to the answer
    const timing = serverTimingHeader(calls);
    const total = `ssr;dur=${(performance.now() - start).toFixed(1)}`;
    response.headers.append('Server-Timing', timing ? `${timing}, ${total}` : total);
    return response;
  });
  return app;
}
