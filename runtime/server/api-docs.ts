import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { API_PREFIX } from '../../schemas/api/endpoint.ts';
import { openApiDocument } from '../../schemas/api/openapi/document.ts';

// `/api/docs`: the API reference for platform developers (docs/api.md), rendered by Scalar's
// standalone bundle. A page of the storefront server rather than a row of the endpoint table: it
// is not part of the contract a platform implements. It documents the contract this storefront
// calls, generated here from the endpoint table (the very document the reference API answers at
// `GET /api/openapi.json`), so it reads the same with API_URL pointing at a platform that serves
// no document of its own; its "Test Request" calls go to the API behind the storefront. Nothing
// of it is in the shop's own bundles, and it loads nothing from another origin (no CDN, no fonts,
// no telemetry): the script comes from node_modules.

/** The page. */
export const API_DOCS_PATH = `${API_PREFIX}/docs`;
/** The contract the page renders. */
export const API_DOCS_DOCUMENT_PATH = `${API_DOCS_PATH}/openapi.json`;
/** Scalar's standalone bundle, served from the installed package. */
export const API_DOCS_SCRIPT_PATH = `${API_DOCS_PATH}/scalar.js`;

const SCALAR_CONFIGURATION = {
  withDefaultFonts: false, // the fonts would come from Scalar's CDN
  telemetry: false,
  showOperationId: true,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
  documentDownloadType: 'json',
  metaData: { title: 'API reference' },
};

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll("'", '&#39;').replaceAll('<', '&lt;');

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>API reference</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <script id="api-reference" type="application/json" data-url="${API_DOCS_DOCUMENT_PATH}" data-configuration='${escapeAttribute(JSON.stringify(SCALAR_CONFIGURATION))}'></script>
    <script src="${API_DOCS_SCRIPT_PATH}"></script>
  </body>
</html>
`;

// Scalar injects its styles and runs workers from blobs; everything else is this origin only.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-ancestors 'self'",
].join('; ');

/** Where the installed `@scalar/api-reference` keeps its standalone bundle. */
function scalarBundlePath(): string {
  const entry = createRequire(import.meta.url).resolve('@scalar/api-reference');
  return join(dirname(entry), 'browser', 'standalone.js');
}

/** The routes of the API reference: mount before `/api/*` is handed to the API backend. */
export function apiDocsRoutes(): Hono {
  const routes = new Hono();
  let script: Promise<Buffer> | undefined;
  let document: Promise<string> | undefined;

  routes.get(API_DOCS_PATH, (c) =>
    c.html(PAGE, 200, {
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'Cache-Control': 'no-cache',
    }),
  );

  routes.get(API_DOCS_DOCUMENT_PATH, async (c) => {
    document ??= openApiDocument()
      .then((built) => JSON.stringify(built))
      .catch((error: unknown) => {
        document = undefined;
        throw error;
      });
    return c.body(await document, 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
  });

  routes.get(API_DOCS_SCRIPT_PATH, async (c) => {
    script ??= readFile(scalarBundlePath()).catch((error: unknown) => {
      script = undefined;
      throw error;
    });
    return c.body(new Uint8Array(await script), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    });
  });

  return routes;
}
