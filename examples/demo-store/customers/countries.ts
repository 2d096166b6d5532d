import type { z } from 'zod';
import type { countryRecordSchema } from './records.ts';

type CountryRecordInput = z.input<typeof countryRecordSchema>;

/** India with its 28 states and 8 union territories (ISO 3166-2:IN codes). */
const india: CountryRecordInput = {
  id: 101,
  name: 'India',
  iso2: 'IN',
  mobile_code: '+91',
  mobile_number_length: 10,
  states: [
    { name: 'Andaman and Nicobar Islands', code: 'AN' },
    { name: 'Andhra Pradesh', code: 'AP' },
    { name: 'Arunachal Pradesh', code: 'AR' },
    { name: 'Assam', code: 'AS' },
    { name: 'Bihar', code: 'BR' },
    { name: 'Chandigarh', code: 'CH' },
    { name: 'Chhattisgarh', code: 'CG' },
    { name: 'Dadra and Nagar Haveli and Daman and Diu', code: 'DH' },
    { name: 'Delhi', code: 'DL' },
    { name: 'Goa', code: 'GA' },
    { name: 'Gujarat', code: 'GJ' },
    { name: 'Haryana', code: 'HR' },
    { name: 'Himachal Pradesh', code: 'HP' },
    { name: 'Jammu and Kashmir', code: 'JK' },
    { name: 'Jharkhand', code: 'JH' },
    { name: 'Karnataka', code: 'KA' },
    { name: 'Kerala', code: 'KL' },
    { name: 'Ladakh', code: 'LA' },
    { name: 'Lakshadweep', code: 'LD' },
    { name: 'Madhya Pradesh', code: 'MP' },
    { name: 'Maharashtra', code: 'MH' },
    { name: 'Manipur', code: 'MN' },
    { name: 'Meghalaya', code: 'ML' },
    { name: 'Mizoram', code: 'MZ' },
    { name: 'Nagaland', code: 'NL' },
    { name: 'Odisha', code: 'OD' },
    { name: 'Puducherry', code: 'PY' },
    { name: 'Punjab', code: 'PB' },
    { name: 'Rajasthan', code: 'RJ' },
    { name: 'Sikkim', code: 'SK' },
    { name: 'Tamil Nadu', code: 'TN' },
    { name: 'Telangana', code: 'TG' },
    { name: 'Tripura', code: 'TR' },
    { name: 'Uttar Pradesh', code: 'UP' },
    { name: 'Uttarakhand', code: 'UK' },
    { name: 'West Bengal', code: 'WB' },
  ],
};

/** The United Arab Emirates and its seven emirates. */
const unitedArabEmirates: CountryRecordInput = {
  id: 229,
  name: 'United Arab Emirates',
  iso2: 'AE',
  mobile_code: '+971',
  mobile_number_length: 9,
  states: [
    { name: 'Abu Dhabi', code: 'AZ' },
    { name: 'Ajman', code: 'AJ' },
    { name: 'Dubai', code: 'DU' },
    { name: 'Fujairah', code: 'FU' },
    { name: 'Ras Al Khaimah', code: 'RK' },
    { name: 'Sharjah', code: 'SH' },
    { name: 'Umm Al Quwain', code: 'UQ' },
  ],
};

/** Singapore: a city state, so its addresses have no state. */
const singapore: CountryRecordInput = {
  id: 196,
  name: 'Singapore',
  iso2: 'SG',
  mobile_code: '+65',
  mobile_number_length: 8,
  states: [],
};

/** Where Northwind Outfitters ships. */
export const countries: CountryRecordInput[] = [india, unitedArabEmirates, singapore];
