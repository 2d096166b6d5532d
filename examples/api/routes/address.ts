import { and, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import * as endpoints from '../../../schemas/api/endpoints.ts';
import {
  addressColumns,
  type CheckedAddress,
  checkAddressInput,
  readAddresses,
} from '../data/addresses.ts';
import type { ApiServices, Transaction } from '../data/services.ts';
import { addresses } from '../db/schema.ts';
import { notFound } from '../http/api-error.ts';
import { mount } from '../http/mount.ts';

const ADDRESS_NOT_FOUND = 'Address not found';

/**
 * `/address/*` (spec §7 "Address"): the customer's saved addresses. Another customer's address
 * answers 404, as does one that does not exist. At most one default per type: saving a new
 * default clears the old one in the same transaction, and a customer's first address of a type
 * becomes its default.
 */
export function addressRoutes(services: ApiServices): Hono {
  const { db, now } = services;
  const routes = new Hono();

  async function clearOtherDefaults(
    tx: Transaction,
    customerId: number,
    address: CheckedAddress,
    id?: number,
  ) {
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(
        and(
          eq(addresses.customerId, customerId),
          eq(addresses.addressType, address.addressType),
          eq(addresses.isDefault, true),
          id === undefined ? undefined : ne(addresses.id, id),
        ),
      );
  }

  async function answerOne(customerId: number, id: number) {
    const [address] = await readAddresses(db, customerId, id);
    if (address === undefined) throw notFound(ADDRESS_NOT_FOUND);
    return address;
  }

  mount(routes, endpoints.address.all, async ({ customer }) => ({
    data: await readAddresses(db, customer.id),
  }));

  mount(routes, endpoints.address.add, async ({ body, customer }) => {
    const address = await checkAddressInput(db, body);
    const id = await db.transaction(async (tx) => {
      if (address.isDefault) {
        await clearOtherDefaults(tx, customer.id, address);
      } else {
        const [existingDefault] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(
            and(
              eq(addresses.customerId, customer.id),
              eq(addresses.addressType, address.addressType),
              eq(addresses.isDefault, true),
            ),
          );
        // The first address of a type is its default.
        if (existingDefault === undefined) address.isDefault = true;
      }
      const at = now();
      const [row] = await tx
        .insert(addresses)
        .values({
          customerId: customer.id,
          ...addressColumns(address),
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: addresses.id });
      if (row === undefined) throw new Error('address/add: insert returned no row');
      return row.id;
    });
    return { data: await answerOne(customer.id, id), message: 'Address saved.', status: 201 };
  });

  mount(routes, endpoints.address.update, async ({ params, body, customer }) => {
    // An id that is not a number names no address: a 404 like any unknown id.
    const id = Number(params.id);
    if (!Number.isSafeInteger(id) || id <= 0) throw notFound(ADDRESS_NOT_FOUND);
    // Ownership before the fields are checked against their definitions: another customer's id is
    // a 404 for any body of the row's shape (mount refuses other bodies first, whatever the id).
    await answerOne(customer.id, id);
    const address = await checkAddressInput(db, body);
    await db.transaction(async (tx) => {
      if (address.isDefault) await clearOtherDefaults(tx, customer.id, address, id);
      const updated = await tx
        .update(addresses)
        .set({ ...addressColumns(address), updatedAt: now() })
        // Scoped to the customer: another customer's id updates nothing and answers 404.
        .where(and(eq(addresses.id, id), eq(addresses.customerId, customer.id)))
        .returning({ id: addresses.id });
      if (updated.length === 0) throw notFound(ADDRESS_NOT_FOUND);
    });
    return { data: await answerOne(customer.id, id), message: 'Address updated.' };
  });

  return routes;
}
