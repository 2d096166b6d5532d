import { PINCODE_LENGTH } from '../../../schemas/api-constants.ts';

// Digits of a postal code in countries whose codes are all digits, by dialling code (the store's
// channel names its country by that). Others fall back to the Indian pincode's 6.
const POSTAL_CODE_LENGTHS: Readonly<Record<string, number>> = {
  '+91': 6, // India: pincode
  '+65': 6, // Singapore
  '+1': 5, // United States ZIP code
  '+49': 5, // Germany
  '+33': 5, // France
  '+61': 4, // Australia
};

/** Digits of a postal code in the store's country: 6 for India, and for a country not listed. */
export function postalCodeLength(mobileCode: string | null | undefined): number {
  return (mobileCode && POSTAL_CODE_LENGTHS[mobileCode]) || PINCODE_LENGTH;
}

/** The pincode message for a wrong length, as the API words it. */
export function pincodeLengthMessage(length: number): string {
  return `The pincode must be ${length} digits`;
}
