import type { Amount } from '../../../../schemas/api/index.ts';

// Money arithmetic happens in whole minor units (paise): the database keeps `numeric(12, 2)`,
// these helpers move between it and integers, so no sum ever drifts by a float rounding.

/** A `numeric` value (`'1234.50'`) or a number in the major unit as whole minor units (123450). */
export function toMinor(value: string | number | null | undefined): number {
  return Math.round(Number(value ?? 0) * 100);
}

/** Minor units as a JSON number in the major unit (123450 → 1234.5). */
export function minorToNumber(minor: number): number {
  return minor / 100;
}

/** Minor units as the string `numeric` columns take (123450 → '1234.50'). */
export function minorToNumeric(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Minor units formatted in `currency` the Indian way, e.g. `₹1,23,450.00`. */
export function formatMinor(minor: number, currency: string): string {
  let formatter = formatters.get(currency);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat('en-IN', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter.format(minor / 100);
}

/** Minor units as the contract's `{ amount, formatted }`. */
export function amountOf(minor: number, currency: string): Amount {
  return { amount: minorToNumber(minor), formatted: formatMinor(minor, currency) };
}
