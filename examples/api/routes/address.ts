import { and, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { addressInputSchema, addressListResponseSchema } from '../../../schemas/api/index.ts';
import {
  addressColumns,
  type CheckedAddress,
  checkAddressInput,
  readAddresses,
} from '../data/addresses.ts';
import type { ApiServices, Transaction } from '../data/services.ts';
import { addresses } from '../db/schema.ts';
import { notFound } from '../http/api-error.ts';
import { success } from '../http/respond.ts';
import { requireCustomer } from '../http/session.ts';
import { validBody } from '../http/validate.ts';

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

  routes.get('/address/all', async (c) => {
    const customer = await requireCustomer(c);
    return success(c, addressListResponseSchema.parse(await readAddresses(db, customer.id)));
  });

  routes.post('/address/add', async (c) => {
    const customer = await requireCustomer(c);
    const address = await checkAddressInput(db, await validBody(c, addressInputSchema));
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
    return success(c, await answerOne(customer.id, id), 'Address saved.', 201);
  });

  routes.put('/address/update/:id', async (c) => {
    const customer = await requireCustomer(c);
    const id = Number(c.req.param('id'));
    if (!Number.isSafeInteger(id) || id <= 0) throw notFound(ADDRESS_NOT_FOUND);
    // Ownership first: another customer's id is a 404 whatever the body holds.
    await answerOne(customer.id, id);
    const address = await checkAddressInput(db, await validBody(c, addressInputSchema));
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
    return success(c, await answerOne(customer.id, id), 'Address updated.');
  });

  return routes;
}
