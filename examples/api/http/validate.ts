import type { Context } from 'hono';
import type { z } from 'zod';
import { type FieldErrors, VALIDATION_FAILED_MESSAGE } from '../../../schemas/api/index.ts';
import { ApiError } from './api-error.ts';

type Target = 'body' | 'query' | 'params';

// spec §5 "Generic messages": a missing field reads 'This field is required'.
const requiredMessage = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'This field is required' : undefined;

/**
 * Parses `input` with `schema`, or throws a 422 ApiError whose field errors are keyed by dotted
 * path (`keys.0`); errors about the whole input are keyed by `target`.
 */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  input: unknown,
  target: Target,
): z.output<S> {
  const result = schema.safeParse(input, { error: requiredMessage });
  if (result.success) return result.data;
  // a Map, not an object: a field may be named `constructor` or `__proto__`
  const errors = new Map<string, string[]>();
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : target;
    errors.set(field, [...(errors.get(field) ?? []), issue.message]);
  }
  const fieldErrors: FieldErrors = Object.fromEntries(errors);
  throw new ApiError(422, VALIDATION_FAILED_MESSAGE, fieldErrors);
}

/** How deeply a request body may nest objects and arrays: no row of the contract needs more. */
export const MAX_BODY_DEPTH = 32;

/** Whether `value` nests objects and arrays deeper than `limit` (walked without recursion). */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const next = stack.pop();
    if (next === undefined || typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth >= limit) return true;
    for (const child of Object.values(next.value))
      stack.push({ value: child, depth: next.depth + 1 });
  }
  return false;
}

/**
 * Reads the JSON body and parses it with `schema`: 400 when it is not JSON or nests deeper than
 * {@link MAX_BODY_DEPTH}, 422 when invalid.
 */
export async function validBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'The request body must be valid JSON.');
  }
  if (nestedDeeperThan(body, MAX_BODY_DEPTH)) {
    throw new ApiError(400, 'The request body is nested too deeply.');
  }
  return parseOrThrow(schema, body, 'body');
}

/** Parses the query string (first value of each name) with `schema`: 422 when invalid. */
export function validQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseOrThrow(schema, c.req.query(), 'query');
}
