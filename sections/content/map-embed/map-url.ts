import type { Settings } from '../../../schemas/api/settings.ts';

/** The URL if it may be framed: an absolute https URL; anything else (http, javascript:) is `null`. */
export function embeddableMapUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Who draws the map, for the cookie note: `Google Maps`, `OpenStreetMap`, else its host. */
export function mapProviderOf(url: string): string {
  const host = new URL(url).hostname.replace(/^www\./, '');
  if (/(^|\.)google\.[a-z.]+$/.test(host)) return 'Google Maps';
  if (/(^|\.)openstreetmap\.org$/.test(host)) return 'OpenStreetMap';
  return host;
}

/** The store's address on one line (spec §3 "Store details"): address, state, country. */
export function storeAddressOf(settings: Settings): string {
  return [
    ...(settings.store_address ?? '').split('\n'),
    settings.store_state ?? '',
    settings.store_country ?? '',
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** A link that opens `place` in the shopper's maps (works without the embed and its cookies). */
export function openInMapsUrl(place: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}
