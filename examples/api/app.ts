import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { UNEXPECTED_ERROR_MESSAGE } from '../../schemas/api/index.ts';
import { demoMediaDir } from '../demo-store/media.ts';
import type { Database } from './db/open.ts';
import { ApiError } from './http/api-error.ts';
import { failure } from './http/respond.ts';
import { adminRoutes } from './routes/admin.ts';
import { mediaRoutes } from './routes/media.ts';
import { pageRoutes } from './routes/pages.ts';
import { settingsRoutes } from './routes/settings.ts';
import { storefrontRoutes } from './routes/storefront.ts';

/** Where the API reports unexpected errors. */
export type ApiLogger = (message: string, error: unknown) => void;

/** What the API app needs. */
export interface ApiAppOptions {
  /** An open, migrated database (see `openDatabase`). */
  db: Database;
  /** Token admin requests must carry as `Authorization: Bearer <adminToken>`. */
  adminToken: string;
  /** Receives unexpected errors with their stack. @default console.error */
  log?: ApiLogger;
  /** Folder served at `/api/media/{file}`. @default examples/demo-store/media */
  mediaDir?: string;
}

const defaultLog: ApiLogger = (message, error) => console.error(message, error);

/**
 * The reference commerce API as a Hono app. Routes live under `/api` (`/api/storefront/all`);
 * every answer is a `{ status, message, data }` envelope, including 404s, 422s and 500s.
 */
export function createApiApp(options: ApiAppOptions): Hono {
  const { db, adminToken } = options;
  const log = options.log ?? defaultLog;
  if (adminToken === '') throw new Error('createApiApp: adminToken must not be empty');

  const api = new Hono();
  api.route('/', storefrontRoutes(db));
  api.route('/', settingsRoutes(db));
  api.route('/', pageRoutes(db));
  api.route('/', adminRoutes(db, adminToken));
  api.route('/', mediaRoutes(options.mediaDir ?? demoMediaDir));

  const app = new Hono();
  app.route('/api', api);

  app.notFound((c) => failure(c, 404, 'Not found'));

  app.onError((error, c) => {
    if (error instanceof ApiError) return failure(c, error.status, error.message, error.errors);
    if (error instanceof HTTPException && error.status < 500) {
      return failure(c, error.status, error.message || 'Bad request');
    }
    log(`${c.req.method} ${new URL(c.req.url).pathname} failed`, error);
    return failure(c, 500, UNEXPECTED_ERROR_MESSAGE);
  });

  return app;
}
