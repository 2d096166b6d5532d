import type { AddressFieldInput } from '../../../schemas/api/index.ts';

/** Fields both address forms share, in form order. */
const common = (type: 'Shipping' | 'Billing'): AddressFieldInput[] => [
  { address_type: type, column_name: 'name', label: 'Full name', is_required: true },
  {
    address_type: type,
    column_name: 'phone',
    label: 'Mobile number',
    is_required: true,
    type: 'tel',
  },
  {
    address_type: type,
    column_name: 'line1',
    label: 'Flat, house no., building',
    is_required: true,
  },
  { address_type: type, column_name: 'line2', label: 'Area, street, sector' },
];

/** The address forms of Northwind Outfitters (spec §3 "address-field definitions"). */
export const addressFields: AddressFieldInput[] = [
  ...common('Shipping'),
  { address_type: 'Shipping', column_name: 'landmark', label: 'Landmark' },
  { address_type: 'Shipping', column_name: 'city', label: 'Town or city', is_required: true },
  {
    address_type: 'Shipping',
    column_name: 'pincode',
    label: 'Pincode',
    is_required: true,
    type: 'number',
  },
  ...common('Billing'),
  { address_type: 'Billing', column_name: 'city', label: 'Town or city', is_required: true },
  {
    address_type: 'Billing',
    column_name: 'pincode',
    label: 'Pincode',
    is_required: true,
    type: 'number',
  },
  { address_type: 'Billing', column_name: 'gst_number', label: 'GSTIN (for business invoices)' },
];
