// Dates are written in the store's locale and time zone (India), never the visitor's, as the
// orders panel does: the server's HTML and the browser's render say the same.
const DATE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });

/** `2025-06-02T06:00:00.000Z` → `2 Jun 2025`; the text as given when it is not a date. */
export function formatPostDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE.format(date);
}
