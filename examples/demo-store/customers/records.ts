import { z } from 'zod';
import {
  addressFieldSchema,
  addressTypeSchema,
  countrySchema,
  emailField,
  newPasswordField,
  slugSchema,
} from '../../../schemas/api/index.ts';

// Customers and what hangs off them as seed data: records refer to countries by ISO code, to
// states by code, to customers by e-mail and to products by slug, never by database id.

/** A country with its states; state ids are given in order at seed time. */
export const countryRecordSchema = countrySchema.extend({
  states: z.array(z.object({ name: z.string().min(1), code: z.string().min(1) })).default([]),
});

/** A saved address of a customer. */
export const addressRecordSchema = z.object({
  address_type: addressTypeSchema,
  /** @default false */
  is_default: z.boolean().default(false),
  /** ISO 3166-1 alpha-2 code of a country of the dataset. */
  country: z.string().length(2),
  /** Code of a state of that country; `null` for a country without states. @default null */
  state: z.string().nullable().default(null),
  /** Field values by `column_name` of the address-field definitions. */
  fields: z.record(z.string(), z.string()),
});

/** A customer account; `password` is hashed when seeding. */
export const customerRecordSchema = z.object({
  first_name: z.string().min(1),
  last_name: z.string().min(1),
  email: emailField,
  /** National mobile number. @default null */
  phone: z
    .string()
    .regex(/^\d{4,15}$/)
    .nullable()
    .default(null),
  password: newPasswordField,
  /** Whether the phone counts as verified. @default false */
  phone_verified: z.boolean().default(false),
  /** ISO 8601. */
  created_at: z.iso.datetime(),
  /** @default [] */
  addresses: z.array(addressRecordSchema).default([]),
  /** Product slugs, oldest first. @default [] */
  wishlist: z.array(slugSchema).default([]),
});
export type CustomerRecordInput = z.input<typeof customerRecordSchema>;

/** A product review. */
export const reviewRecordSchema = z.object({
  /** E-mail of a customer of the dataset. */
  customer: z.string(),
  /** Product slug. */
  product: slugSchema,
  rating: z.number().int().min(1).max(5),
  /** @default '' */
  title: z.string().default(''),
  review: z.string().min(1),
  /** Answers to the extra review fields. @default {} */
  answers: z.record(z.string(), z.string()).default({}),
  /** ISO 8601. */
  created_at: z.iso.datetime(),
});
export type ReviewRecordInput = z.input<typeof reviewRecordSchema>;

/**
 * Countries, address forms, customers and reviews. E-mails and phones are unique, addresses name
 * known countries and states, each customer has at most one default address per type, and each
 * customer reviews a product at most once. Product slugs are checked against the catalogue by
 * `checkCustomerReferences`.
 */
export const customerDatasetSchema = z
  .object({
    countries: z.array(countryRecordSchema).default([]),
    address_fields: z.array(addressFieldSchema).default([]),
    customers: z.array(customerRecordSchema).default([]),
    reviews: z.array(reviewRecordSchema).default([]),
  })
  .superRefine((data, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    const countries = new Map(
      data.countries.map((country) => [country.iso2, new Set(country.states.map((s) => s.code))]),
    );
    const ids = new Set<number>();
    data.countries.forEach((country, index) => {
      if (ids.has(country.id)) issue(['countries', index, 'id'], 'Duplicate country id');
      ids.add(country.id);
    });
    const fields = new Set<string>();
    data.address_fields.forEach((field, index) => {
      const key = `${field.address_type}.${field.column_name}`;
      if (fields.has(key)) issue(['address_fields', index], `Duplicate field "${key}"`);
      fields.add(key);
    });
    const emails = new Set<string>();
    const phones = new Set<string>();
    data.customers.forEach((customer, index) => {
      if (emails.has(customer.email)) issue(['customers', index, 'email'], 'Duplicate e-mail');
      emails.add(customer.email);
      if (customer.phone !== null) {
        if (phones.has(customer.phone)) issue(['customers', index, 'phone'], 'Duplicate phone');
        phones.add(customer.phone);
      }
      const defaults = new Set<string>();
      customer.addresses.forEach((address, a) => {
        const at = ['customers', index, 'addresses', a];
        const states = countries.get(address.country);
        if (states === undefined) issue([...at, 'country'], 'Unknown country');
        else if (address.state === null ? states.size > 0 : !states.has(address.state)) {
          issue([...at, 'state'], 'Unknown or missing state');
        }
        if (address.is_default) {
          if (defaults.has(address.address_type)) issue(at, 'A second default of this type');
          defaults.add(address.address_type);
        }
      });
    });
    const reviewed = new Set<string>();
    data.reviews.forEach((review, index) => {
      if (!emails.has(review.customer)) issue(['reviews', index, 'customer'], 'Unknown customer');
      const key = `${review.customer} ${review.product}`;
      if (reviewed.has(key)) issue(['reviews', index], 'A second review of the same product');
      reviewed.add(key);
    });
  });
export type CustomerDataset = z.infer<typeof customerDatasetSchema>;
export type CustomerDatasetInput = z.input<typeof customerDatasetSchema>;

/**
 * Adds an issue for every wishlist entry and review naming a product slug that is not in
 * `productSlugs` (the catalogue's).
 */
export function checkCustomerReferences(
  data: CustomerDataset,
  productSlugs: ReadonlySet<string>,
  ctx: z.RefinementCtx,
  path: readonly (string | number)[],
): void {
  data.customers.forEach((customer, index) => {
    customer.wishlist.forEach((slug, w) => {
      if (!productSlugs.has(slug)) {
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'customers', index, 'wishlist', w],
          message: `Unknown product "${slug}"`,
        });
      }
    });
  });
  data.reviews.forEach((review, index) => {
    if (!productSlugs.has(review.product)) {
      ctx.addIssue({
        code: 'custom',
        path: [...path, 'reviews', index, 'product'],
        message: `Unknown product "${review.product}"`,
      });
    }
  });
}
