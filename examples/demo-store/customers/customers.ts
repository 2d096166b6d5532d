import type { CustomerRecordInput } from './records.ts';

/** The password of every demo account (documented in examples/api/README.md). */
export const DEMO_PASSWORD = 'Demo@1234';

/**
 * The demo customer: Asha Verma, `demo@northwind.test`, phone 9876543210 (verified), with a home
 * shipping address, a billing address for her studio, and three products on her wishlist.
 */
export const demoCustomer: CustomerRecordInput = {
  first_name: 'Asha',
  last_name: 'Verma',
  email: 'demo@northwind.test',
  phone: '9876543210',
  password: DEMO_PASSWORD,
  phone_verified: true,
  created_at: '2025-01-12T09:30:00.000Z',
  addresses: [
    {
      address_type: 'Shipping',
      is_default: true,
      country: 'IN',
      state: 'KA',
      fields: {
        name: 'Asha Verma',
        phone: '9876543210',
        line1: 'Flat 12B, Lakeview Residency',
        line2: '80 Feet Road, Indiranagar',
        landmark: 'Near Indiranagar metro station',
        city: 'Bengaluru',
        pincode: '560038',
      },
    },
    {
      address_type: 'Billing',
      is_default: true,
      country: 'IN',
      state: 'KA',
      fields: {
        name: 'Verma Design Studio',
        phone: '9876543210',
        line1: '3rd Floor, 21 Church Street',
        line2: 'Shanthala Nagar, Ashok Nagar',
        city: 'Bengaluru',
        pincode: '560001',
        gst_number: '29ABCDE1234F1Z5',
      },
    },
  ],
  wishlist: ['northwind-classic-fleece', 'himal-trek-55', 'summit-peak-head-torch-400'],
};

/** Three more shoppers who wrote the demo reviews. */
export const reviewers: CustomerRecordInput[] = [
  {
    first_name: 'Rohan',
    last_name: 'Mehta',
    email: 'rohan.mehta@northwind.test',
    phone: '9876500011',
    password: DEMO_PASSWORD,
    created_at: '2024-11-03T14:05:00.000Z',
    addresses: [
      {
        address_type: 'Shipping',
        is_default: true,
        country: 'IN',
        state: 'MH',
        fields: {
          name: 'Rohan Mehta',
          phone: '9876500011',
          line1: '402, Sai Krupa Apartments',
          line2: 'Hill Road, Bandra West',
          city: 'Mumbai',
          pincode: '400050',
        },
      },
    ],
  },
  {
    first_name: 'Priya',
    last_name: 'Nair',
    email: 'priya.nair@northwind.test',
    phone: '9876500012',
    password: DEMO_PASSWORD,
    phone_verified: true,
    created_at: '2024-12-18T08:45:00.000Z',
  },
  {
    first_name: 'Karan',
    last_name: 'Singh',
    email: 'karan.singh@northwind.test',
    phone: '9876500013',
    password: DEMO_PASSWORD,
    created_at: '2025-02-02T17:20:00.000Z',
  },
];
