import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../../examples/api/app.ts';
import { type OpenDatabase, openDatabase } from '../../examples/api/db/open.ts';
import * as docs from '../../schemas/api/endpoints/docs.ts';
import { embeddedBackend } from './api-backend.ts';
import { API_DOCS_DOCUMENT_PATH, API_DOCS_PATH, API_DOCS_SCRIPT_PATH } from './api-docs.ts';
import { createStorefrontApp } from './storefront-app.ts';

// The storefront server in embedded mode answers the contract at /api/openapi.json (through the
// API it mounts) and its reference at /api/docs, with the reference UI served from the package
// and the contract generated in the storefront server itself (so a platform without a document
// of its own still gets the page).

let database: OpenDatabase;
let storefront: ReturnType<typeof createStorefrontApp>;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  const api = createApiApp({ db: database.db, adminToken: 'docs-test-token', log: () => {} });
  storefront = createStorefrontApp({
    // no page is rendered here
    build: { entry: { module: { default: () => new Response() } } } as unknown as ServerBuild,
    backend: embeddedBackend(api),
    config: { editorOrigins: [] },
  });
});

afterAll(async () => {
  await database?.close();
});

describe('the API reference on the storefront server', () => {
  it('serves the contract at /api/openapi.json from the embedded API', async () => {
    const response = await storefront.request(docs.openapi.path);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: object };
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(document.paths)).toContain('/api/cart/add-item');
  });

  it('renders /api/docs from the same document, with a script of its own origin only', async () => {
    const response = await storefront.request(API_DOCS_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain(`data-url="${API_DOCS_DOCUMENT_PATH}"`);
    const rendered = await (await storefront.request(API_DOCS_DOCUMENT_PATH)).json();
    const served = await (await storefront.request(docs.openapi.path)).json();
    expect(rendered).toEqual(served);
    expect(html).toContain(`<script src="${API_DOCS_SCRIPT_PATH}"></script>`);
    expect(html).not.toMatch(/https?:\/\//);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
  });

  it('serves Scalar’s standalone bundle from node_modules', async () => {
    const response = await storefront.request(API_DOCS_SCRIPT_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    const script = await response.text();
    expect(script.length).toBeGreaterThan(100_000);
    expect(script).toContain('createApiReference');
  });
});
