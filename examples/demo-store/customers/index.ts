import { addressFields } from './address-fields.ts';
import { countries } from './countries.ts';
import { demoCustomer, reviewers } from './customers.ts';
import type { CustomerDatasetInput } from './records.ts';
import { reviews } from './reviews.ts';

/** Northwind Outfitters' shoppers: where they live, what they saved and what they wrote. */
export const customerData: CustomerDatasetInput = {
  countries,
  address_fields: addressFields,
  customers: [demoCustomer, ...reviewers],
  reviews,
};
