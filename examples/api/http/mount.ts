import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import {
  type AnyEndpoint,
  API_PREFIX,
  type EndpointAnswer,
  type EndpointRequest,
} from '../../../schemas/api/endpoint.ts';
import { success } from './respond.ts';
import { type CustomerRow, requireCustomer } from './session.ts';
import { parseOrThrow, validBody } from './validate.ts';

/** What a handler answers: the row's `data`, typed from its schema, and an optional message. */
export interface Reply<T> {
  data: T;
  /** Shown as a success toast unless the row or the call is silent. @default '' */
  message?: string;
  /** @default 200 */
  status?: ContentfulStatusCode;
}

/** What a handler of `row` receives: the request parsed with the row's schemas. */
export type HandlerInput<E extends AnyEndpoint> = EndpointRequest<E> & {
  c: Context;
} & (E['access'] extends 'customer' ? { customer: CustomerRow } : unknown);

type Handler<E extends AnyEndpoint, Answer> = (input: HandlerInput<E>) => Promise<Answer> | Answer;

/**
 * Whether each answer is checked against the row's `data` schema before it is sent: on in tests
 * (`API_CHECK_ANSWERS=1`, set by the vitest config), so an answer that drifts from what the
 * storefront parses fails the API's own tests. Off in production: the types already hold it.
 */
const checkAnswers = process.env.API_CHECK_ANSWERS === '1';

/**
 * Mounts the handler of one row of the endpoint table on `routes` (DESIGN §4). The route's method
 * and path are the row's; its params, query and body are parsed with the row's schemas (a 422
 * with field errors when they do not match); a `customer` row answers 401 to a guest and hands
 * the handler the customer; the handler's answer is typed by the row's `data` schema and sent in
 * the `{ status, message, data }` envelope. `admin` rows live under `/api/admin/`, where the app's
 * admin middleware checks the bearer token.
 */
export function mount<E extends AnyEndpoint>(
  routes: Hono,
  row: E,
  handler: Handler<E, Reply<EndpointAnswer<E>>>,
): void {
  routes.on(row.method, localPath(row), async (c) => {
    const input = await requestOf(c, row);
    const reply = await handler(input as HandlerInput<E>);
    if (checkAnswers) {
      const { data } = await row.schemas();
      const parsed = data.safeParse(reply.data);
      if (!parsed.success) {
        throw new Error(
          `${row.method} ${row.path} answered data that does not match its row's schema: ${parsed.error.message}`,
        );
      }
    }
    return success(c, reply.data, reply.message ?? '', reply.status ?? 200);
  });
}

/**
 * Mounts the handler of a row that answers a file (`file: true`: an image, a PDF) rather than an
 * envelope; its request is parsed as {@link mount}'s is.
 */
export function mountFile<E extends AnyEndpoint>(
  routes: Hono,
  row: E,
  handler: Handler<E, Response>,
): void {
  if (!row.file) throw new Error(`mountFile: ${row.method} ${row.path} is not a file row`);
  routes.on(row.method, localPath(row), async (c) =>
    handler((await requestOf(c, row)) as HandlerInput<E>),
  );
}

/**
 * `row` with some of its schemas replaced on this server: rules that depend on the store, loaded
 * for each request (a phone of exactly the channel's `mobile_number_length` digits where the row
 * takes any digits), so every field error still comes in one 422. A replacement must parse to
 * the row's own type.
 */
export function withSchemas<E extends AnyEndpoint>(
  row: E,
  replace: () => Promise<Partial<Awaited<ReturnType<E['schemas']>>>>,
): E {
  return { ...row, schemas: async () => ({ ...(await row.schemas()), ...(await replace()) }) };
}

/** The row's path under the API app, which the server mounts at {@link API_PREFIX}. */
function localPath(row: AnyEndpoint): string {
  if (!row.path.startsWith(`${API_PREFIX}/`)) {
    throw new Error(`mount: ${row.path} is not under ${API_PREFIX}/`);
  }
  if (row.access === 'admin' && !row.path.startsWith(`${API_PREFIX}/admin/`)) {
    throw new Error(`mount: admin row ${row.path} must live under ${API_PREFIX}/admin/`);
  }
  return row.path.slice(API_PREFIX.length);
}

async function requestOf(c: Context, row: AnyEndpoint) {
  const schemas = await row.schemas();
  const customer = row.access === 'customer' ? await requireCustomer(c) : undefined;
  const params = schemas.params
    ? parseOrThrow(schemas.params, c.req.param(), 'params')
    : c.req.param();
  const query = schemas.query ? parseOrThrow(schemas.query, c.req.query(), 'query') : undefined;
  const body = schemas.body ? await bodyOf(c, schemas.body) : undefined;
  return { c, params, query, body, ...(customer && { customer }) };
}

/**
 * The JSON body parsed with `schema`. A request without a body counts as `undefined` when the
 * schema accepts that (a body with defaults, e.g. the heartbeat's); otherwise it is the 400 of a
 * body that is not JSON, as before.
 */
async function bodyOf(c: Context, schema: z.ZodType): Promise<unknown> {
  if ((await c.req.text()).trim() === '') {
    const absent = schema.safeParse(undefined);
    if (absent.success) return absent.data;
  }
  return validBody(c, schema);
}
