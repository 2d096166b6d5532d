import { sql } from 'drizzle-orm';
import type { CustomerDataset } from '../../demo-store/customers/records.ts';
import { hashPassword } from '../crypto/password.ts';
import { ADDRESS_COLUMNS } from '../data/addresses.ts';
import { addReview } from '../data/reviews.ts';
import type { Transaction } from '../data/services.ts';
import {
  addresses,
  addressFields,
  countries,
  customers,
  products,
  states,
  wishlistItems,
} from '../db/schema.ts';

/**
 * Empties the customer tables (sessions, logs, codes, outbox, addresses, wishlists and reviews
 * too) and the country and address-field tables, and restarts their ids. Run before the
 * catalogue is emptied: wishlists and reviews point at products.
 */
export async function deleteCustomers(tx: Transaction): Promise<void> {
  await tx.execute(sql`truncate table reviews, wishlist_items, addresses, sessions, access_logs,
    password_resets, otp_codes, outbox, customers, states, countries, address_fields
    restart identity cascade`);
}

/**
 * Inserts checked customer data; run after the catalogue. Passwords are hashed here (scrypt, a
 * salt each), and reviews go through `addReview`, so they add to the products' rating aggregates
 * exactly as a review written in the shop does.
 */
export async function insertCustomers(tx: Transaction, data: CustomerDataset): Promise<void> {
  const countryIds = new Map<string, number>();
  const stateIds = new Map<string, number>();
  let stateId = 0;
  for (const country of data.countries) {
    await tx.insert(countries).values({
      id: country.id,
      name: country.name,
      iso2: country.iso2,
      mobileCode: country.mobile_code,
      mobileNumberLength: country.mobile_number_length,
    });
    countryIds.set(country.iso2, country.id);
    if (country.states.length === 0) continue;
    const rows = country.states.map((state) => {
      stateId += 1;
      stateIds.set(`${country.iso2}.${state.code}`, stateId);
      return { id: stateId, countryId: country.id, name: state.name, code: state.code };
    });
    await tx.insert(states).values(rows);
  }

  if (data.address_fields.length > 0) {
    await tx.insert(addressFields).values(
      data.address_fields.map((field, position) => ({
        addressType: field.address_type,
        columnName: field.column_name,
        label: field.label,
        isRequired: field.is_required,
        type: field.type,
        position,
      })),
    );
  }

  const productIds = new Map(
    (await tx.select({ id: products.id, slug: products.slug }).from(products)).map((p) => [
      p.slug,
      p.id,
    ]),
  );
  const productId = (slug: string) => {
    const id = productIds.get(slug);
    if (id === undefined) throw new Error(`seed: unknown product "${slug}"`);
    return id;
  };

  const hashes = await Promise.all(data.customers.map((c) => hashPassword(c.password)));
  const customerIds = new Map<string, number>();
  for (const [index, customer] of data.customers.entries()) {
    const createdAt = new Date(customer.created_at);
    const [row] = await tx
      .insert(customers)
      .values({
        firstName: customer.first_name,
        lastName: customer.last_name,
        email: customer.email,
        phone: customer.phone,
        passwordHash: hashes[index] ?? null,
        phoneVerifiedAt: customer.phone_verified ? createdAt : null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: customers.id });
    if (row === undefined) throw new Error('seed: customer insert returned no row');
    customerIds.set(customer.email, row.id);

    for (const address of customer.addresses) {
      const columns: Record<string, string> = {};
      const extra: Record<string, string> = {};
      for (const [key, value] of Object.entries(address.fields)) {
        if ((ADDRESS_COLUMNS as readonly string[]).includes(key)) columns[key] = value;
        else extra[key] = value;
      }
      const countryId = countryIds.get(address.country);
      if (countryId === undefined) throw new Error(`seed: unknown country ${address.country}`);
      await tx.insert(addresses).values({
        customerId: row.id,
        addressType: address.address_type,
        isDefault: address.is_default,
        countryId,
        stateId:
          address.state === null
            ? null
            : (stateIds.get(`${address.country}.${address.state}`) ?? null),
        ...columns,
        extra,
        createdAt,
        updatedAt: createdAt,
      });
    }

    // Oldest first, a second apart, so "newest first" lists the last one first.
    for (const [position, slug] of customer.wishlist.entries()) {
      await tx.insert(wishlistItems).values({
        customerId: row.id,
        productId: productId(slug),
        createdAt: new Date(createdAt.getTime() + (position + 1) * 1000),
      });
    }
  }

  for (const review of data.reviews) {
    const customerId = customerIds.get(review.customer);
    if (customerId === undefined) throw new Error(`seed: unknown reviewer ${review.customer}`);
    await addReview(tx, {
      productId: productId(review.product),
      customerId,
      rating: review.rating,
      title: review.title,
      body: review.review,
      answers: review.answers,
      createdAt: new Date(review.created_at),
    });
  }
}
