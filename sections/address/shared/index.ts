// Address building blocks shared by the checkout's address step and the account's address book
// (decision 0009: a building block registers no section).
export type { AddressCardProps } from './AddressCard.tsx';
export { AddressCard } from './AddressCard.tsx';
export type { AddressFormHandle, AddressFormProps } from './AddressForm.tsx';
export { AddressForm, FIELD_REQUIRED } from './AddressForm.tsx';
export type { AddressFormValues, AddressLike, AddressPayload } from './address-values.ts';
export { addressFormValues, addressLines, addressPayload } from './address-values.ts';
