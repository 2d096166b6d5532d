import { Hono } from 'hono';
import { docs } from '../../../schemas/api/endpoints.ts';
import { type OpenApiDocument, openApiDocument } from '../../../schemas/api/openapi/document.ts';
import { mountFile } from '../http/mount.ts';
import { SESSION_COOKIE } from '../http/session.ts';

/**
 * `GET /openapi.json`: the contract this API implements, generated from the endpoint table on the
 * first request and kept for the life of the process (the table does not change while it runs).
 */
export function openApiRoutes(): Hono {
  const routes = new Hono();
  let document: Promise<string> | undefined;
  const serialised = () => {
    document ??= openApiDocument({ sessionCookie: SESSION_COOKIE })
      .then((built: OpenApiDocument) => JSON.stringify(built))
      .catch((error: unknown) => {
        document = undefined; // a failed build is tried again by the next request
        throw error;
      });
    return document;
  };

  mountFile(routes, docs.openapi, async ({ c }) =>
    c.body(await serialised(), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
      // tools and the reference page of another origin may read it
      'Access-Control-Allow-Origin': '*',
    }),
  );
  return routes;
}
