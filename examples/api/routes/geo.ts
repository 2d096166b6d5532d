import { Hono } from 'hono';
import { settings } from '../../../schemas/api/endpoints.ts';
import { addressTypeSchema } from '../../../schemas/api/index.ts';
import { readAddressFields, readCountries } from '../data/geo.ts';
import type { Database } from '../db/open.ts';
import { notFound } from '../http/api-error.ts';
import { mount } from '../http/mount.ts';

/**
 * `GET /settings/countries` and `GET /settings/address-fields/{type?}` (spec §7 "Settings"):
 * where the store ships and what its address forms ask. Without a type, both forms' fields.
 */
export function geoRoutes(db: Database): Hono {
  const routes = new Hono();

  mount(routes, settings.countries, async () => ({ data: await readCountries(db) }));

  mount(routes, settings.addressFields, async () => ({ data: await readAddressFields(db) }));

  mount(routes, settings.addressFieldsOf, async ({ params }) => {
    // An unknown type is a page that does not exist, not a bad request.
    const type = addressTypeSchema.safeParse(params.type);
    if (!type.success) throw notFound('Unknown address type');
    return { data: await readAddressFields(db, type.data) };
  });

  return routes;
}
