import { Hono } from 'hono';
import {
  addressFieldsResponseSchema,
  addressTypeSchema,
  countriesResponseSchema,
} from '../../../schemas/api/index.ts';
import { readAddressFields, readCountries } from '../data/geo.ts';
import type { Database } from '../db/open.ts';
import { notFound } from '../http/api-error.ts';
import { success } from '../http/respond.ts';

/**
 * `GET /settings/countries` and `GET /settings/address-fields/{type?}` (spec §7 "Settings"):
 * where the store ships and what its address forms ask. Without a type, both forms' fields.
 */
export function geoRoutes(db: Database): Hono {
  const routes = new Hono();

  routes.get('/settings/countries', async (c) =>
    success(c, countriesResponseSchema.parse(await readCountries(db))),
  );

  routes.get('/settings/address-fields', async (c) =>
    success(c, addressFieldsResponseSchema.parse(await readAddressFields(db))),
  );

  routes.get('/settings/address-fields/:type', async (c) => {
    const type = addressTypeSchema.safeParse(c.req.param('type'));
    if (!type.success) throw notFound('Unknown address type');
    return success(c, addressFieldsResponseSchema.parse(await readAddressFields(db, type.data)));
  });

  return routes;
}
