import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { storefront } from '../../../schemas/api/endpoints.ts';
import {
  INCORRECT_STORE_PASSWORD_MESSAGE,
  MODE_ALREADY_SUBSCRIBED_MESSAGE,
  MODE_SUBSCRIBED_MESSAGE,
  STORE_UNLOCK_COOKIE,
} from '../../../schemas/api/index.ts';
import { verifyPassword } from '../crypto/password.ts';
import type { ApiServices } from '../data/services.ts';
import { readStoreAccess, unlockToken } from '../data/store-access.ts';
import { readStorefront } from '../data/storefront.ts';
import { heartBeats, modeSubscriptions } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { mount } from '../http/mount.ts';
import { isSecureRequest, requestOrigin } from '../http/request-origin.ts';

/**
 * The rest of spec §7 "Storefront and base": `GET /base/host`, `POST /base/heart-beat`,
 * `POST /storefront/verify-password` and `POST /storefront/subscribe-to-mode`.
 */
export function baseRoutes(services: Pick<ApiServices, 'db'>): Hono {
  const { db } = services;
  const routes = new Hono();

  mount(routes, storefront.host, ({ c }) => {
    const origin = requestOrigin(c);
    return { data: { host: origin.host, url: origin.origin } };
  });

  mount(routes, storefront.heartBeat, async ({ c, body }) => {
    await db.insert(heartBeats).values({ host: requestOrigin(c).host, path: body.path });
    return { data: null };
  });

  mount(routes, storefront.verifyPassword, async ({ c, body }) => {
    const { passwordHash } = await readStoreAccess(db);
    // verifyPassword costs one scrypt run even without a stored hash: no timing hint either way.
    if (!(await verifyPassword(body.password, passwordHash)) || passwordHash === null) {
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
    return { data: { unlocked: true as const } };
  });

  mount(routes, storefront.subscribeToMode, async ({ body: { email } }) => {
    const { mode } = await readStorefront(db);
    const inserted = await db
      .insert(modeSubscriptions)
      .values({ email, mode })
      .onConflictDoNothing({ target: modeSubscriptions.email })
      .returning({ id: modeSubscriptions.id });
    const already = inserted.length === 0;
    return {
      data: { email, already_subscribed: already },
      message: already ? MODE_ALREADY_SUBSCRIBED_MESSAGE : MODE_SUBSCRIBED_MESSAGE,
    };
  });

  return routes;
}
