import { queryOptions } from '@tanstack/react-query';
import type { AddressType } from '../../../schemas/api/address.ts';
import * as address from '../../../schemas/api/endpoints/address.ts';
import * as settings from '../../../schemas/api/endpoints/settings.ts';
import type { ApiClient } from '../../api/client.ts';

// What the address forms and the address book read (spec §3 "countries, address fields", spec §7
// "Address"). Fields and countries are the store's and change rarely; the saved addresses are the
// logged-in customer's and change when they add or edit one.

/** Query key of the customer's saved addresses; invalidate it after an add or update. */
export const savedAddressesKey = ['address', 'all'] as const;

/** The fields of the `type` address form, in form order (`settings/address-fields/{type}`). */
export function addressFieldsQuery(api: ApiClient, type: AddressType) {
  return queryOptions({
    queryKey: ['settings', 'address-fields', type] as const,
    queryFn: async ({ signal }) =>
      (await api.call(settings.addressFieldsOf, { params: { type }, silent: true, signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The countries the store ships to, with their states and phone rules. */
export function countriesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['settings', 'countries'] as const,
    queryFn: async ({ signal }) =>
      (await api.call(settings.countries, { silent: true, signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The logged-in customer's saved addresses, defaults first (`address.all`); customers only. */
export function savedAddressesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: savedAddressesKey,
    queryFn: async ({ signal }) => (await api.call(address.all, { silent: true, signal })).data,
    staleTime: 60_000,
  });
}
