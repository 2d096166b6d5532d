import { eq } from 'drizzle-orm';
import {
  type Address,
  type AddressType,
  addressInputSchema,
  BILLING_ADDRESS_EMPTY_MESSAGE,
  type CartAddress,
  type CartAddressValidation,
  cartAddressSchema,
  checkAddressFields,
  FIELD_REQUIRED_MESSAGE,
  fieldEmptyMessage,
  SHIPPING_ADDRESS_EMPTY_MESSAGE,
  type UpdateCartAddressRequest,
} from '../../../../schemas/api/index.ts';
import type { Database } from '../../db/open.ts';
import { countries, states } from '../../db/schema.ts';
import { notFound } from '../../http/api-error.ts';
import type { CustomerRow } from '../../http/session.ts';
import { parseOrThrow } from '../../http/validate.ts';
import { checkAddressInput, readAddresses } from '../addresses.ts';
import { readAddressFields } from '../geo.ts';
import type { CartRow } from './cart-store.ts';

/** Answer to an `address_id` that is not one of the customer's addresses. */
export const CART_ADDRESS_NOT_FOUND = 'Address not found';

/** A saved address as a cart address of `type` (a Shipping address may also bill). */
function fromSaved(address: Address, type: AddressType): CartAddress {
  const { id, is_default: _default, ...rest } = address;
  return cartAddressSchema.parse({ ...rest, address_id: id, address_type: type });
}

/**
 * The address `body` sets: a copy of the customer's saved address `address_id` (404 when it is
 * not theirs, or for a guest), or the typed address checked against the address-field
 * definitions and the country list like `POST /api/address/add` (422 with field errors).
 */
export async function cartAddressFrom(
  db: Database,
  body: UpdateCartAddressRequest,
  customer: CustomerRow | null,
): Promise<CartAddress> {
  if (body.address_id !== undefined) {
    const [saved] = customer === null ? [] : await readAddresses(db, customer.id, body.address_id);
    if (saved === undefined) throw notFound(CART_ADDRESS_NOT_FOUND);
    return fromSaved(saved, body.address_type);
  }
  const input = parseOrThrow(addressInputSchema, { ...body, is_default: false }, 'body');
  const checked = await checkAddressInput(db, input);
  const [[country], [state]] = await Promise.all([
    db.select().from(countries).where(eq(countries.id, checked.countryId)),
    checked.stateId === null
      ? Promise.resolve([])
      : db.select().from(states).where(eq(states.id, checked.stateId)),
  ]);
  return cartAddressSchema.parse({
    ...checked.extra,
    ...checked.columns,
    address_id: null,
    address_type: body.address_type,
    country_id: checked.countryId,
    state_id: checked.stateId,
    country: { id: checked.countryId, name: country?.name ?? '' },
    state: state === undefined ? null : { id: state.id, name: state.name },
  });
}

/**
 * Checks the cart's addresses against today's address-field definitions and country list:
 * missing addresses, required fields ('{label} is empty'; billing ones prefixed 'Billing
 * address: '), and a country and state that still exist and belong together.
 */
export async function validateCartAddresses(
  db: Database,
  cart: CartRow | undefined,
): Promise<CartAddressValidation> {
  const messages: string[] = [];
  const [fields, countryRows, stateRows] = await Promise.all([
    readAddressFields(db),
    db.select({ id: countries.id }).from(countries),
    db.select({ id: states.id, countryId: states.countryId }).from(states),
  ]);
  const check = (address: CartAddress | null | undefined, type: AddressType) => {
    const prefix = type === 'Billing' ? 'Billing address: ' : '';
    if (address === null || address === undefined) {
      messages.push(
        type === 'Shipping' ? SHIPPING_ADDRESS_EMPTY_MESSAGE : BILLING_ADDRESS_EMPTY_MESSAGE,
      );
      return;
    }
    const own = fields.filter((field) => field.address_type === type);
    const { errors } = checkAddressFields(own, address);
    for (const field of own) {
      const problem = errors[field.column_name];
      if (problem === undefined) continue;
      messages.push(
        problem.includes(FIELD_REQUIRED_MESSAGE)
          ? `${prefix}${fieldEmptyMessage(field.label)}`
          : `${prefix}${field.label} is not valid`,
      );
    }
    if (!countryRows.some((country) => country.id === address.country_id)) {
      messages.push(`${prefix || 'Shipping address: '}the country is not valid`);
      return;
    }
    const countryStates = stateRows.filter((state) => state.countryId === address.country_id);
    const stateOk =
      address.state_id === null
        ? countryStates.length === 0
        : countryStates.some((state) => state.id === address.state_id);
    if (!stateOk) messages.push(`${prefix || 'Shipping address: '}the state is not valid`);
  };
  check(cart?.shippingAddress, 'Shipping');
  check(cart?.billingAddress, 'Billing');
  return { is_valid: messages.length === 0, messages };
}
