/** Pincodes the demo store delivers to, with the usual delivery time. */
export const pincodes = [
  { pincode: '560001', delivery_days: 2 },
  { pincode: '560034', delivery_days: 2 },
  { pincode: '110001', delivery_days: 3 },
  { pincode: '400001', delivery_days: 2 },
  { pincode: '600001', delivery_days: 4 },
  { pincode: '700001', delivery_days: 4 },
  { pincode: '500001', delivery_days: 3 },
  { pincode: '194101', delivery_days: 7, cod_available: false },
];
