const seen = new Set<string>();
const MAX_REMEMBERED = 1000;

/**
 * Logs `message` once per process (DESIGN §4: one warning per unknown key, not one per request).
 * The memory is bounded so a stream of distinct bad templates cannot grow it without limit.
 */
export function warnOnce(message: string, log: (message: string) => void = console.warn): void {
  if (seen.has(message)) return;
  if (seen.size >= MAX_REMEMBERED) seen.clear();
  seen.add(message);
  log(`[storefront] ${message}`);
}
