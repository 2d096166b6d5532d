import type { CartAddress } from '../../../schemas/api/cart.ts';

// Display helpers of the orders panel. Dates use a fixed locale and time zone (the store's, in
// India), never the visitor's, so the server's HTML and the browser's render say the same.

const DATE = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeZone: 'Asia/Kolkata',
});
const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** `2025-03-05T06:30:00Z` → `5 Mar 2025`; the text as given when it is not a date. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE.format(date);
}

/** `2025-03-05T06:30:00Z` → `5 Mar 2025, 12:00 pm`. */
export function formatOrderDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The lines of an order's address as a letter shows them: name, street lines, landmark, city
 * with state and postal code, country. Field values sit on the address by `column_name`
 * (spec §3 "Address"); the demo store's are `name`, `line1`, `line2`, `landmark`, `city`,
 * `pincode`. Unknown fields are left out rather than guessed at.
 */
export function addressLines(address: CartAddress): string[] {
  const field = (name: string) => text((address as Record<string, unknown>)[name]);
  const cityLine = [
    field('city'),
    [address.state?.name ?? '', field('pincode') || field('postcode') || field('zip')]
      .filter(Boolean)
      .join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return [
    field('name') || [field('first_name'), field('last_name')].filter(Boolean).join(' '),
    field('company'),
    field('line1') || field('address1'),
    field('line2') || field('address2'),
    field('landmark'),
    cityLine,
    address.country.name,
  ].filter((line) => line !== '');
}

/** The phone of an address, when it has one. */
export function addressPhone(address: CartAddress): string {
  return text((address as Record<string, unknown>).phone);
}

/** `/track-order/{waybill}` once shipped, else `/track-order/{order number}`. */
export function trackOrderPath(order: { order_no: string; waybill: string | null }): string {
  return `/track-order/${encodeURIComponent(order.waybill ?? order.order_no)}`;
}

/** `1 item`, `3 items`. */
export function itemCount(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
