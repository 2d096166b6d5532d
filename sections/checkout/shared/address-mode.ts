// spec §2 "Address step UI modes": the modes of one address area (shipping or billing), with
// the stepper title and the activity label (the primary action's words) of each.

/** What an address area shows. */
export type AddressMode = 'selected' | 'selector' | 'add' | 'edit';

/** Stepper titles (spec §2: Cart, Address, Select Address, Add Address, Edit Address). */
export const ADDRESS_MODE_TITLES: Readonly<Record<AddressMode, string>> = {
  selected: 'Address',
  selector: 'Select Address',
  add: 'Add Address',
  edit: 'Edit Address',
};

/** Activity labels (spec §2: Cart, Address, Select Address, Update Address, Save Address). */
export const ADDRESS_ACTIVITY_LABELS = {
  select: 'Select Address',
  update: 'Update Address',
  save: 'Save Address',
} as const;

/**
 * The mode an area opens in (spec §4 "Address area"): with saved addresses (or an address the
 * cart already holds) the selected address; with none, the form.
 */
export function initialAddressMode(savedCount: number, hasCartAddress: boolean): AddressMode {
  return savedCount > 0 || hasCartAddress ? 'selected' : 'add';
}

/**
 * The saved address an area starts on: the one the cart holds, else the default of the type,
 * else the first. `null` without saved addresses.
 */
export function initialSelection(
  saved: readonly { id: number; is_default: boolean }[],
  cartAddressId: number | null | undefined,
): number | null {
  if (cartAddressId != null && saved.some((address) => address.id === cartAddressId)) {
    return cartAddressId;
  }
  return (saved.find((address) => address.is_default) ?? saved[0])?.id ?? null;
}
