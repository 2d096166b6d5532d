/**
 * Whether `error` is the database refusing a value the request carried: SQLSTATE class 22, "data
 * exception" (a number out of range for its column, a NUL byte in text, a malformed date), on the
 * error or anywhere in its `cause` chain (drizzle wraps the driver's error). Such a request is the
 * client's mistake, answered with a 4xx, never a 500: the schemas cannot know every column's range.
 */
export function isRefusedValue(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
