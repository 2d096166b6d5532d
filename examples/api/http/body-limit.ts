import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_PREFIX } from '../../../schemas/api/endpoint.ts';
import * as plugins from '../../../schemas/api/endpoints/plugins.ts';
import { failure } from './respond.ts';

/** The largest body a shopper's call may send: every JSON body of the contract fits in far less. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** What a larger body is answered (413). */
export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large.';

/**
 * Refuses a body over {@link BODY_LIMIT_BYTES} with a 413 before it is buffered: at once when its
 * `Content-Length` says so, else as soon as the streamed bytes pass the limit. The admin API
 * (templates, 2 MB) and the customisation upload (a 2 MB picture) set their own limits.
 */
export function shopperBodyLimit(): MiddlewareHandler {
  const ownLimits = [`${API_PREFIX}/admin/`, plugins.uploadCustomisation.path];
  const limit = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: (c) => failure(c, 413, BODY_TOO_LARGE_MESSAGE),
  });
  return (c, next) =>
    ownLimits.some((prefix) => c.req.path.startsWith(prefix)) ? next() : limit(c, next);
}
