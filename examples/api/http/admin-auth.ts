import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { failure } from './respond.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Lets a request through only with `Authorization: Bearer <adminToken>`; otherwise answers 401.
 * Both sides are hashed first so the comparison takes the same time whatever the token's length.
 */
export function requireAdminToken(adminToken: string): MiddlewareHandler {
  const expected = digest(adminToken);
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const given = digest(match?.[1] ?? '');
    if (match === null || !timingSafeEqual(given, expected)) {
      c.header('WWW-Authenticate', 'Bearer');
      return failure(c, 401, 'Unauthenticated.');
    }
    c.header('Cache-Control', 'no-store');
    await next();
    return undefined;
  };
}
