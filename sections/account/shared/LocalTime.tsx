import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * Whether this render may use the browser's own settings (time zone): `false` on the server and
 * while hydrating, so the first browser render matches the server's HTML; `true` afterwards.
 */
function useBrowserSettled(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

export interface LocalTimeProps {
  /** ISO 8601. */
  iso: string;
  /** With the time of day, not only the date. @default false */
  withTime?: boolean;
}

/**
 * A date (and time) in the shopper's time zone, e.g. '12 Mar 2025, 14:05'. The server does not
 * know that zone: it writes UTC, and the browser corrects it right after hydrating.
 */
export function LocalTime({ iso, withTime = false }: LocalTimeProps) {
  const local = useBrowserSettled();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <span>{iso}</span>;
  const text = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    ...(local ? {} : { timeZone: 'UTC' }),
  }).format(date);
  return <time dateTime={iso}>{text}</time>;
}
