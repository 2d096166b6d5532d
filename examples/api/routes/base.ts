import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import {
  type HostResponse,
  heartBeatRequestSchema,
  INCORRECT_STORE_PASSWORD_MESSAGE,
  MODE_ALREADY_SUBSCRIBED_MESSAGE,
  MODE_SUBSCRIBED_MESSAGE,
  STORE_UNLOCK_COOKIE,
  type SubscribeToModeResponse,
  subscribeToModeRequestSchema,
  type VerifyPasswordResponse,
  verifyPasswordRequestSchema,
} from '../../../schemas/api/index.ts';
import { verifyPassword } from '../crypto/password.ts';
import type { ApiServices } from '../data/services.ts';
import { readStoreAccess, unlockToken } from '../data/store-access.ts';
import { readStorefront } from '../data/storefront.ts';
import { heartBeats, modeSubscriptions } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { isSecureRequest, requestOrigin } from '../http/request-origin.ts';
import { success } from '../http/respond.ts';
import { validBody } from '../http/validate.ts';

/**
 * The rest of spec §7 "Storefront and base": `GET /base/host`, `POST /base/heart-beat`,
 * `POST /storefront/verify-password` and `POST /storefront/subscribe-to-mode`.
 */
export function baseRoutes(services: Pick<ApiServices, 'db'>): Hono {
  const { db } = services;
  const routes = new Hono();

  routes.get('/base/host', (c) => {
    const origin = requestOrigin(c);
    const data: HostResponse = { host: origin.host, url: origin.origin };
    return success(c, data);
  });

  routes.post('/base/heart-beat', async (c) => {
    // An empty body is a heartbeat too; only a body that is there must be JSON.
    const text = await c.req.text();
    let raw: unknown = {};
    if (text.trim() !== '') {
      try {
        raw = JSON.parse(text);
      } catch {
        throw new ApiError(400, 'The request body must be valid JSON.');
      }
    }
    const parsed = heartBeatRequestSchema.safeParse(raw);
    const path = parsed.success ? parsed.data.path : '/';
    await db.insert(heartBeats).values({ host: requestOrigin(c).host, path });
    return success(c, null);
  });

  routes.post('/storefront/verify-password', async (c) => {
    const { password } = await validBody(c, verifyPasswordRequestSchema);
    const { passwordHash } = await readStoreAccess(db);
    // verifyPassword costs one scrypt run even without a stored hash: no timing hint either way.
    if (!(await verifyPassword(password, passwordHash)) || passwordHash === null) {
      throw new ApiError(422, INCORRECT_STORE_PASSWORD_MESSAGE, {
        password: [INCORRECT_STORE_PASSWORD_MESSAGE],
      });
    }
    // No Max-Age: the store stays unlocked for this browser session only (spec §4).
    setCookie(c, STORE_UNLOCK_COOKIE, unlockToken(passwordHash), {
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      secure: isSecureRequest(c),
    });
    const data: VerifyPasswordResponse = { unlocked: true };
    return success(c, data);
  });

  routes.post('/storefront/subscribe-to-mode', async (c) => {
    const { email } = await validBody(c, subscribeToModeRequestSchema);
    const { mode } = await readStorefront(db);
    const inserted = await db
      .insert(modeSubscriptions)
      .values({ email, mode })
      .onConflictDoNothing({ target: modeSubscriptions.email })
      .returning({ id: modeSubscriptions.id });
    const already = inserted.length === 0;
    const data: SubscribeToModeResponse = { email, already_subscribed: already };
    return success(c, data, already ? MODE_ALREADY_SUBSCRIBED_MESSAGE : MODE_SUBSCRIBED_MESSAGE);
  });

  return routes;
}
