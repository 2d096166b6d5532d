/**
 * `value` and everything in it frozen, in place: for an API answer, or what is read from one, that
 * the server shares between requests (runtime/server/cached-api.ts), so no request can change
 * what another one gets. Frozen parts are not walked again.
 */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
