import { serve } from '@hono/node-server';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type {
  JsonSchema,
  OpenApiDocument,
  OpenApiOperation,
} from '../../schemas/api/openapi/document.ts';
import { resolver } from './cases.ts';
import { type Validators, validators } from './run.ts';

// The validating proxy of the conformance kit's journeys (docs/api.md, "Shopper journeys"): it
// stands between the storefront and the API under test, forwards every call, matches it to an
// operation of the document and checks the request and the answer against its schemas with ajv.
// What breaks the document is recorded as a violation naming the operation and the JSON path.

/**
 * Operations that read through a POST (a listing's filters travel in the body): a read-only run
 * forwards them with the GETs. Every other POST, PUT, PATCH or DELETE needs `allowWrites`.
 */
export const READS_BY_POST: ReadonlySet<string> = new Set([
  'catalogue.categoryGrid',
  'catalogue.productCategory',
  'catalogue.productCollection',
  'catalogue.productGrid',
  'catalogue.searchProducts',
  'catalogue.shop',
  'content.blogList',
  'plugins.customGallery',
  'plugins.gallery',
  'plugins.productReviews',
  'settings.get',
]);

/** The answer to a write a read-only run holds back (it never reaches the API). */
export const HELD_BACK_MESSAGE = 'Not sent: the conformance kit writes only with --allow-writes';

export interface ProxyOptions {
  /** The API under test (its origin; paths start with `/api`). */
  target: string;
  document: OpenApiDocument;
  /** Forward writes (anything but GET, HEAD and {@link READS_BY_POST}). @default false */
  allowWrites?: boolean;
  /** @default 0: any free port */
  port?: number;
  /** How long the API may take to answer one call. @default 15_000 ms */
  timeoutMs?: number;
}

/** One call that went through the proxy. */
export interface ProxyCall {
  /** The operation it matched; `null` when none of the document's does. */
  operationId: string | null;
  /** `GET /api/product/single-product/{id}`, or the request's own path when nothing matched. */
  route: string;
  status: number;
  /** Held back by a read-only run: never sent to the API. */
  heldBack: boolean;
  violations: string[];
}

/** One line of the journeys' table: an operation the storefront called. */
export interface ProxyRow {
  operationId: string;
  route: string;
  calls: number;
  heldBack: number;
  statuses: string;
  violations: string[];
}

export interface ValidatingProxy {
  /** Where the storefront's API_URL should point. */
  url: string;
  /** Every call so far, in order. */
  calls(): readonly ProxyCall[];
  /** The calls by operation, in the document's order, then calls that matched none. */
  rows(): ProxyRow[];
  close(): Promise<void>;
}

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  names: string[];
  operation: OpenApiOperation;
  /** Literal path segments: `/api/cart/get` wins over `/api/cart/{id}`. */
  literals: number;
}

// Hop-by-hop headers are not forwarded (RFC 9110 §7.6.1); fetch decodes the body it reads.
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host'];

/** Starts the proxy on a loopback port. */
export async function startValidatingProxy(options: ProxyOptions): Promise<ValidatingProxy> {
  const check = validators(options.document);
  const resolve = resolver(options.document);
  const routes = routesOf(options.document);
  const target = new URL(options.target);
  const timeoutMs = options.timeoutMs ?? 15_000;
  const calls: ProxyCall[] = [];

  const handle = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const route = match(routes, request.method, url.pathname);
    const body = ['GET', 'HEAD'].includes(request.method)
      ? undefined
      : new Uint8Array(await request.arrayBuffer());
    const violations: string[] = [];
    const record = (status: number, heldBack = false) =>
      calls.push({
        operationId: route?.operation.operationId ?? null,
        route: route ? `${route.method} ${route.template}` : `${request.method} ${url.pathname}`,
        status,
        heldBack,
        violations,
      });

    if (route === undefined) {
      violations.push(
        `no operation of the document is ${request.method} ${url.pathname}: the storefront called what the contract does not have`,
      );
    } else {
      violations.push(...checkRequest(route, url, request.headers, body, check, resolve));
      const reads = ['GET', 'HEAD'].includes(request.method);
      if (!reads && !READS_BY_POST.has(route.operation.operationId) && !options.allowWrites) {
        record(403, true);
        return Response.json(
          { status: 'error', message: HELD_BACK_MESSAGE, data: null },
          { status: 403 },
        );
      }
    }

    const headers = new Headers(request.headers);
    for (const name of HOP_BY_HOP) headers.delete(name);
    headers.delete('content-length');
    let response: Response;
    let answer: Uint8Array<ArrayBuffer>;
    try {
      response = await fetch(new URL(url.pathname + url.search, target), {
        method: request.method,
        headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
        ...(body === undefined ? {} : { body }),
      });
      answer = new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      violations.push(`no answer (${error instanceof Error ? error.message : String(error)})`);
      record(502);
      return Response.json(
        { status: 'error', message: 'The API under test did not answer', data: null },
        { status: 502 },
      );
    }
    if (route !== undefined) {
      violations.push(...checkResponse(route, response, answer, check));
    }
    record(response.status);
    const out = new Headers(response.headers);
    out.delete('content-encoding');
    out.delete('content-length');
    out.delete('transfer-encoding');
    const empty = response.status === 204 || response.status === 304 || request.method === 'HEAD';
    return new Response(empty ? null : answer, { status: response.status, headers: out });
  };

  const server = await new Promise<{ port: number; close: () => Promise<void> }>((done) => {
    const instance = serve(
      { fetch: handle, port: options.port ?? 0, hostname: '127.0.0.1' },
      (info) =>
        done({
          port: info.port,
          close: () =>
            new Promise<void>((closed) => {
              instance.close(() => closed());
              if ('closeAllConnections' in instance) instance.closeAllConnections();
            }),
        }),
    );
  });

  return {
    url: `http://127.0.0.1:${server.port}`,
    calls: () => calls,
    rows: () => rowsOf(routes, calls),
    close: server.close,
  };
}

/** The document's operations as patterns to match requests against, most literal first. */
function routesOf(document: OpenApiDocument): Route[] {
  const routes: Route[] = [];
  for (const [template, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const names: string[] = [];
      const source = template
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(name);
          return '([^/]+)';
        })
        .join('');
      routes.push({
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^${source}$`),
        names,
        operation,
        literals: template.split('/').filter((part) => part !== '' && !part.startsWith('{')).length,
      });
    }
  }
  return routes.sort((a, b) => b.literals - a.literals);
}

function match(routes: Route[], method: string, pathname: string): Route | undefined {
  const wanted = method === 'HEAD' ? 'GET' : method;
  return routes.find((route) => route.method === wanted && route.pattern.test(pathname));
}

/** What is wrong with a request by the operation's parameters and body. */
function checkRequest(
  route: Route,
  url: URL,
  headers: Headers,
  body: Uint8Array | undefined,
  check: Validators,
  resolve: (schema: JsonSchema) => JsonSchema,
): string[] {
  const { operation } = route;
  const found: string[] = [];
  const parameters = operation.parameters ?? [];
  const values = route.pattern.exec(url.pathname)?.slice(1) ?? [];
  route.names.forEach((name, index) => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
    if (parameter === undefined) return;
    const value = coerce(decodeURIComponent(values[index] ?? ''), resolve(parameter.schema));
    const validate = check.schema(`${operation.operationId} path ${name}`, parameter.schema);
    if (!validate(value)) found.push(...explain(`request path {${name}}`, validate, '$'));
  });
  for (const parameter of parameters.filter((p) => p.in === 'query')) {
    const given = url.searchParams.getAll(parameter.name);
    if (given.length === 0) {
      if (parameter.required) found.push(`request query: ?${parameter.name} is required`);
      continue;
    }
    const schema = resolve(parameter.schema);
    const value =
      typeOf(schema).includes('array') && !typeOf(schema).includes('string')
        ? given.map((item) => coerce(item, resolve((schema.items ?? {}) as JsonSchema)))
        : coerce(given[0] ?? '', schema);
    const validate = check.schema(`${operation.operationId} query ${parameter.name}`, schema);
    if (!validate(value)) found.push(...explain(`request query ?${parameter.name}`, validate, '$'));
  }

  const content = operation.requestBody?.content ?? {};
  const type = headers.get('content-type') ?? '';
  const sent = body !== undefined && body.byteLength > 0;
  if (!sent) {
    if (operation.requestBody?.required === true) found.push('request body: required, none sent');
    return found;
  }
  if (operation.requestBody === undefined) return found;
  const json = content['application/json'];
  if (json !== undefined && type.includes('json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder().decode(body));
    } catch {
      return [...found, 'request body: not JSON'];
    }
    const validate = check.schema(`${operation.operationId} request`, json.schema);
    if (!validate(parsed)) found.push(...explain('request body', validate, '$'));
    return found;
  }
  const documented = Object.keys(content);
  if (!documented.some((media) => type.startsWith(media))) {
    found.push(`request body: sent as ${type || 'no content type'}, documented ${documented}`);
  }
  return found;
}

/** What is wrong with an answer by the operation's documented statuses and their schemas. */
function checkResponse(
  route: Route,
  response: Response,
  body: Uint8Array,
  check: Validators,
): string[] {
  const { status } = response;
  // a cache revalidation is HTTP's business, not the contract's
  if (status === 304) return [];
  if (status >= 500) return [`answered ${status}${messageOf(body)}`];
  const answer = check.answer(route.operation, status);
  if (answer === undefined) {
    const documented = Object.keys(route.operation.responses).join(', ');
    return [
      `response ${status}: not a documented status (documented: ${documented})${messageOf(body)}`,
    ];
  }
  const type = response.headers.get('content-type') ?? '';
  if (answer.type === undefined) return [];
  if (answer.type !== 'application/json') {
    const expected = answer.type.replace('/*', '/');
    return type.startsWith(expected)
      ? []
      : [`response ${status}: answered ${type || 'no content type'}, documented ${answer.type}`];
  }
  if (!type.includes('json')) {
    return [`response ${status}: answered ${type || 'no content type'}, documented JSON`];
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return [`response ${status}: not JSON`];
  }
  if (answer.validate === undefined || answer.validate(parsed)) return [];
  return explain(`response ${status}`, answer.validate, '$');
}

/** ajv's errors as `response 200 $.data.items[0]: must be object`, at most five. */
function explain(where: string, validate: ValidateFunction, root: string): string[] {
  const errors = validate.errors ?? [];
  const lines = errors
    .slice(0, 5)
    .map((error) => `${where} ${jsonPath(root, error)}: ${text(error)}`);
  if (errors.length > 5) lines.push(`${where}: and ${errors.length - 5} more`);
  return lines;
}

/** An ajv error's place as a JSON path (`$.data.items[0].price`). */
function jsonPath(root: string, error: ErrorObject): string {
  const parts = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
  return (
    root +
    parts
      .map((part) =>
        /^\d+$/.test(part)
          ? `[${part}]`
          : /^[A-Za-z_$][\w$]*$/.test(part)
            ? `.${part}`
            : `[${JSON.stringify(part)}]`,
      )
      .join('')
  );
}

function text(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') return `must have ${String(params.missingProperty)}`;
  if (error.keyword === 'additionalProperties') {
    return `must not have ${String(params.additionalProperty)}`;
  }
  if (error.keyword === 'enum' || error.keyword === 'const') {
    const allowed = params.allowedValues ?? params.allowedValue;
    return `${error.message ?? 'wrong value'} (${JSON.stringify(allowed)})`;
  }
  return error.message ?? error.keyword;
}

function typeOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  return Array.isArray(options) ? options.flatMap(typeOf) : [];
}

/** A path or query string as the value its schema wants (`"63"` for an integer is 63). */
function coerce(value: string, schema: JsonSchema): unknown {
  const types = typeOf(schema);
  if (types.length === 0 || types.includes('string')) return value;
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(value)) {
    return Number(value);
  }
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  if (types.includes('null') && value === 'null') return null;
  return value;
}

function messageOf(body: Uint8Array): string {
  try {
    const message = (JSON.parse(new TextDecoder().decode(body)) as { message?: unknown }).message;
    return typeof message === 'string' ? `: "${message}"` : '';
  } catch {
    return '';
  }
}

function rowsOf(routes: Route[], calls: readonly ProxyCall[]): ProxyRow[] {
  const rows: ProxyRow[] = [];
  const rowOf = (operationId: string, route: string, mine: ProxyCall[]): ProxyRow => ({
    operationId,
    route,
    calls: mine.length,
    heldBack: mine.filter((call) => call.heldBack).length,
    statuses: [...new Set(mine.filter((call) => !call.heldBack).map((call) => call.status))]
      .sort((a, b) => a - b)
      .join(' '),
    violations: [...new Set(mine.flatMap((call) => call.violations))],
  });
  const ordered = [...routes].sort((a, b) =>
    a.operation.operationId.localeCompare(b.operation.operationId),
  );
  for (const route of ordered) {
    const mine = calls.filter((call) => call.operationId === route.operation.operationId);
    if (mine.length > 0) {
      rows.push(rowOf(route.operation.operationId, `${route.method} ${route.template}`, mine));
    }
  }
  const unmatched = calls.filter((call) => call.operationId === null);
  for (const route of new Set(unmatched.map((call) => call.route))) {
    rows.push(
      rowOf(
        '(none)',
        route,
        unmatched.filter((call) => call.route === route),
      ),
    );
  }
  return rows;
}
