import type { z } from 'zod';

// The shape of one row of the endpoint table (DESIGN §4 "API contract and endpoint table"). This
// module is zod-free at run time: a row names its schemas through `schemas()`, a dynamic import,
// so a shopper's page that holds rows does not download zod until it calls the API itself
// (docs/decisions/0008).

/** Every API path starts with this; the reference API mounts its routes under it. */
export const API_PREFIX = '/api';

/** The methods the API answers (spec §7). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone (`guest`, which includes a logged-in customer), only a
 * logged-in customer (`customer`: the session cookie), or only an admin (`admin`: the bearer token).
 */
export type Access = 'guest' | 'customer' | 'admin';

/** The schemas of one endpoint's request and answer. */
export interface EndpointSchemas {
  /** Path parameters (`:id`); without it each is a plain string. */
  params?: z.ZodType;
  /** The query string. */
  query?: z.ZodType;
  /** The JSON body. */
  body?: z.ZodType;
  /** `data` of a successful answer's envelope; `z.never()` for an endpoint that answers a file. */
  data: z.ZodType;
}

/** One endpoint of the API contract: one row of the endpoint table. */
export interface Endpoint<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Schemas extends EndpointSchemas = EndpointSchemas,
  Who extends Access = Access,
> {
  readonly method: Method;
  /** Path template under {@link API_PREFIX}, parameters as `:name` (`/api/blog/:slug`). */
  readonly path: Path;
  /** Kept literal in the row's type, so a `customer` row's server handler is given the customer. */
  readonly access: Who;
  /** Whether the answer's message is kept from the success toast unless a call asks for it. */
  readonly silent: boolean;
  /** Whether it answers a file (an image, a PDF) instead of a `{ status, message, data }` envelope. */
  readonly file: boolean;
  /** Loads the schemas (a dynamic import: zod stays out of pages that never call). */
  readonly schemas: () => Promise<Schemas>;
}

/** Any row of the table, whatever its types. */
// biome-ignore lint/suspicious/noExplicitAny: the widest row type, for lists and tests
export type AnyEndpoint = Endpoint<HttpMethod, string, any>;

/** What {@link endpoint} takes: a row with `silent` and `file` defaulting to `false`. */
export interface EndpointDefinition<
  Method extends HttpMethod,
  Path extends string,
  Schemas extends EndpointSchemas,
  Who extends Access = Access,
> {
  method: Method;
  path: Path;
  access: Who;
  /** @default false */
  silent?: boolean;
  /** @default false */
  file?: boolean;
  schemas: () => Promise<Schemas>;
}

/**
 * A row of the endpoint table. Its schemas load once, on first use:
 *
 * ```ts
 * export const addItem = endpoint({
 *   method: 'POST',
 *   path: '/api/cart/add-item',
 *   access: 'guest',
 *   schemas: () => import('../cart.ts').then((m) => ({ body: m.addCartItemRequestSchema, data: m.cartSchema })),
 * });
 * ```
 */
// a row is pure data: the bundler may drop every row a page never names
/*#__NO_SIDE_EFFECTS__*/
export function endpoint<
  const Method extends HttpMethod,
  const Path extends `${typeof API_PREFIX}/${string}`,
  Schemas extends EndpointSchemas,
  const Who extends Access,
>(
  definition: EndpointDefinition<Method, Path, Schemas, Who>,
): Endpoint<Method, Path, Schemas, Who> {
  let loaded: Promise<Schemas> | undefined;
  return {
    method: definition.method,
    path: definition.path,
    access: definition.access,
    silent: definition.silent ?? false,
    file: definition.file ?? false,
    schemas: () => {
      loaded ??= definition.schemas().catch((cause: unknown) => {
        loaded = undefined; // a chunk that failed to load is tried again by the next call
        throw cause;
      });
      return loaded;
    },
  };
}

/** The `:name` parameters of a path template, as a union of names. */
export type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a path template's parameters, or `undefined` when it has none. */
export type PathParams<Path extends string> = [ParamNames<Path>] extends [never]
  ? undefined
  : Record<ParamNames<Path>, string | number>;

type SchemaOf<S, K extends keyof EndpointSchemas> = S extends {
  [P in K]: infer T extends z.ZodType;
}
  ? T
  : undefined;

/** What a row's request carries, as the caller writes it (zod input types). */
export type EndpointInput<E extends AnyEndpoint> =
  E extends Endpoint<HttpMethod, infer Path, infer S>
    ? (PathParams<Path> extends undefined ? { params?: undefined } : { params: PathParams<Path> }) &
        OptionalWhenEmpty<'query', SchemaOf<S, 'query'>> &
        OptionalWhenEmpty<'body', SchemaOf<S, 'body'>>
    : never;

type OptionalWhenEmpty<K extends string, T> = T extends z.ZodType
  ? Record<string, never> extends z.input<T>
    ? { [P in K]?: z.input<T> }
    : { [P in K]: z.input<T> }
  : { [P in K]?: undefined };

/** What a successful call answers: `data` parsed with the row's schema, and the message. */
export interface EndpointResult<E extends AnyEndpoint> {
  data: EndpointData<E>;
  message: string;
}

/** A row's `data`, parsed. */
export type EndpointData<E extends AnyEndpoint> =
  E extends Endpoint<HttpMethod, string, infer S> ? z.output<S['data']> : never;

/** A row's `data` as the server writes it (before parsing: defaults may be left out). */
export type EndpointAnswer<E extends AnyEndpoint> =
  E extends Endpoint<HttpMethod, string, infer S> ? z.input<S['data']> : never;

/** A row's request parts after the server parsed them. */
export type EndpointRequest<E extends AnyEndpoint> =
  E extends Endpoint<HttpMethod, infer Path, infer S>
    ? {
        params: SchemaOf<S, 'params'> extends z.ZodType
          ? z.output<SchemaOf<S, 'params'>>
          : Record<ParamNames<Path>, string>;
        query: SchemaOf<S, 'query'> extends z.ZodType ? z.output<SchemaOf<S, 'query'>> : undefined;
        body: SchemaOf<S, 'body'> extends z.ZodType ? z.output<SchemaOf<S, 'body'>> : undefined;
      }
    : never;

/**
 * The path of a row with its parameters filled in, each encoded as one segment:
 * `expandPath('/api/blog/:slug', { slug: 'a b' })` is `/api/blog/a%20b`. Throws on a missing
 * parameter, which is a programming error.
 */
export function expandPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      throw new Error(`expandPath: ${path} needs the parameter "${name}"`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * A row's URL with its parameters and query, for what the browser fetches by itself: an image's
 * `src`, an invoice link. `endpointUrl(media.file, { params: { file: 'a.webp' } })`.
 */
export function endpointUrl<E extends AnyEndpoint>(
  row: E,
  input: {
    params?: PathParams<E['path']>;
    query?: Record<string, string | number | boolean | undefined>;
  } = {},
): string {
  const path = expandPath(row.path, input.params ?? {});
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined) query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
