import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { admin } from '../../../schemas/api/endpoints.ts';
import {
  adminStoreAccessUpdateSchema,
  ORDER_NOT_FOUND_MESSAGE,
  orderStatusLabels,
  settingsSchema,
  storefrontSchema,
} from '../../../schemas/api/index.ts';
import { readCommerceSettings } from '../data/cart/commerce-settings.ts';
import { orderKeyCondition } from '../data/orders/order-access.ts';
import { toOrderDetail } from '../data/orders/order-view.ts';
import type { SectionCheckSource } from '../data/page-editing.ts';
import { writePlugin } from '../data/plugins.ts';
import { readAllSettings, writeSettings } from '../data/settings.ts';
import { splitStoreAccess, writeStoreAccess } from '../data/store-access.ts';
import { readStorefront, writeStorefront } from '../data/storefront.ts';
import { deepMerge } from '../data/storefront-draft.ts';
import type { Database } from '../db/open.ts';
import { orderEvents, orders } from '../db/schema.ts';
import { requireAdminToken } from '../http/admin-auth.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { BODY_TOO_LARGE_MESSAGE } from '../http/body-limit.ts';
import { mount } from '../http/mount.ts';
import { failure } from '../http/respond.ts';
import { parseOrThrow } from '../http/validate.ts';
import { mountAdminPages } from './admin-pages.ts';
import { mountPublishing } from './publishing.ts';
import { mountStorefrontDrafts } from './storefront-drafts.ts';

// Templates can be large, but not this large.
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/**
 * Admin endpoints for the editor and tests, behind `Authorization: Bearer <adminToken>`.
 * Unlike shoppers, admins see inactive and unpublished pages, and drafts. Templates are checked
 * with `sectionCheck` (the shop's registry) before they are stored.
 */
export function adminRoutes(
  db: Database,
  adminToken: string,
  sectionCheck: SectionCheckSource,
): Hono {
  const routes = new Hono();
  routes.use('/admin/*', requireAdminToken(adminToken));
  routes.use(
    '/admin/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => failure(c, 413, BODY_TOO_LARGE_MESSAGE),
    }),
  );

  mountPublishing(routes, db, sectionCheck);
  mountStorefrontDrafts(routes, db);
  mountAdminPages(routes, db, sectionCheck);

  mount(routes, admin.saveStorefront, async ({ body }) => {
    // Licence, subscription and the store password are kept apart from the storefront object,
    // so the password hash never reaches GET /api/storefront/all (spec §4 licence and gating).
    const split = splitStoreAccess(body);
    const access =
      split.access === null
        ? null
        : parseOrThrow(adminStoreAccessUpdateSchema, split.access, 'body');
    const merged = deepMerge(await readStorefront(db), split.patch);
    const storefront = parseOrThrow(storefrontSchema, merged, 'body');
    if (access !== null) await writeStoreAccess(db, access);
    await writeStorefront(db, storefront);
    return { data: storefront, message: 'Storefront saved' };
  });

  mount(routes, admin.savePlugin, async ({ params, body }) => ({
    data: await writePlugin(db, params.name, body),
    message: 'Plugin saved',
  }));

  mount(routes, admin.saveSettings, async ({ body }) => {
    // the settings as they will be, checked whole before anything is written: a value that
    // passes alone but not beside the stored ones is a 422, never a broken store
    const merged = parseOrThrow(
      settingsSchema,
      { ...(await readAllSettings(db)), ...body },
      'body',
    );
    await writeSettings(db, body);
    return { data: merged, message: 'Settings saved' };
  });

  mount(routes, admin.updateOrderStatus, async ({ params, body }) => {
    const at = new Date();
    const updated = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(orderKeyCondition(params.orderNo))
        .for('update');
      if (order === undefined) throw notFound(ORDER_NOT_FOUND_MESSAGE);
      // placed → shipped → delivered; a cancelled, refunded or unpaid order goes nowhere
      const from = ORDER_STATUS_FROM[body.status];
      if (!from.includes(order.status)) {
        throw new ApiError(422, `A ${order.status} order cannot be marked ${body.status}.`);
      }
      const [row] = await tx
        .update(orders)
        .set({
          status: body.status,
          ...(body.waybill === undefined ? {} : { waybill: body.waybill }),
          ...(body.courier === undefined ? {} : { courier: body.courier }),
          updatedAt: at,
        })
        .where(eq(orders.id, order.id))
        .returning();
      await tx.insert(orderEvents).values({
        orderId: order.id,
        status: body.status,
        note: body.note || orderStatusLabels[body.status],
        at,
      });
      return row ?? order;
    });
    return {
      data: await toOrderDetail(db, updated, await readCommerceSettings(db)),
      message: 'Order updated',
    };
  });

  return routes;
}

/** The statuses an order may be in to move on to each status. */
const ORDER_STATUS_FROM: Record<'shipped' | 'delivered', readonly string[]> = {
  shipped: ['placed'],
  delivered: ['placed', 'shipped'],
};
