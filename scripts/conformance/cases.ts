import type {
  JsonSchema,
  OpenApiDocument,
  OpenApiOperation,
} from '../../schemas/api/openapi/document.ts';

// The cases of the conformance kit, generated from the OpenAPI document alone (docs/api.md):
// what to send and what answer the contract allows. No case knows the store's data: an input
// that is valid by the schemas may still name a product that does not exist, and the contract
// says which statuses such an answer may have.

/** Who a case calls as. */
export type Caller = 'guest' | 'customer' | 'admin';

/** One request of the kit and what its answer must be. */
export interface ConformanceCase {
  operationId: string;
  method: string;
  /** The path template, as in the document (`/api/blog/{slug}`). */
  template: string;
  /** What the case checks, for the report (`valid input`, `wrong type: product_id`). */
  title: string;
  /**
   * `valid`: a documented status with a body that validates (an input made up from the schemas
   * may name nothing, a cart may be empty: the contract says how such a call is answered);
   * `negative`: a documented 4xx with the error envelope, never a 5xx.
   */
  kind: 'valid' | 'negative';
  caller: Caller;
  path: string;
  /** A JSON body, or the raw text of one that is not JSON. */
  body?: { json: unknown } | { raw: string } | { multipart: Record<string, 'image' | 'text'> };
  /** Whether it changes the store (anything but GET): only run with `--allow-writes`. */
  writes: boolean;
}

/**
 * Known-good input for an operation, by operation id: ids that exist in the store under test
 * (`{ "catalogue.singleProduct": { "params": { "id": "merino-neck-gaiter" } } }`). Its parts
 * replace the generated ones, so the valid call reaches the answer a shopper would get.
 */
export type ConformanceExamples = Readonly<
  Record<
    string,
    {
      params?: Record<string, string | number>;
      query?: Record<string, string | number | boolean>;
      body?: unknown;
    }
  >
>;

export interface CaseOptions {
  /** Callers the kit has credentials for (`guest` always). */
  callers: ReadonlySet<Caller>;
  /** Known-good input by operation id (`--examples FILE`). */
  examples?: ConformanceExamples;
  /** At most this many negative cases per operation. @default 4 */
  negativePerOperation?: number;
}

const COMPONENTS = '#/components/schemas/';

/** Every case of `document`, operation by operation, in the document's order. */
export function casesOf(document: OpenApiDocument, options: CaseOptions): ConformanceCase[] {
  const resolve = resolver(document);
  const cases: ConformanceCase[] = [];
  for (const [template, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      cases.push(...operationCases(template, method.toUpperCase(), operation, resolve, options));
    }
  }
  return cases;
}

function operationCases(
  template: string,
  method: string,
  operation: OpenApiOperation,
  resolve: (schema: JsonSchema) => JsonSchema,
  options: CaseOptions,
): ConformanceCase[] {
  const access = operation['x-access'];
  const caller: Caller = options.callers.has(access) ? access : 'guest';
  const writes = method !== 'GET';
  const base = { operationId: operation.operationId, method, template, writes };
  const parameters = operation.parameters ?? [];
  const example = options.examples?.[operation.operationId];

  // the path: each parameter an example of its schema (an id that may well name nothing)
  const pathValues: Record<string, string> = {};
  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    pathValues[parameter.name] = String(exampleOf(parameter.schema, resolve) ?? '1');
  }
  const query = new URLSearchParams();
  for (const parameter of parameters.filter((p) => p.in === 'query' && p.required)) {
    query.set(parameter.name, String(exampleOf(parameter.schema, resolve) ?? ''));
  }
  for (const [name, value] of Object.entries(example?.params ?? {}))
    pathValues[name] = String(value);
  for (const [name, value] of Object.entries(example?.query ?? {})) query.set(name, String(value));
  const pathOf = (values: Record<string, string>, search: URLSearchParams) => {
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(values[name] ?? ''),
    );
    const text = search.toString();
    return text ? `${path}?${text}` : path;
  };
  const path = pathOf(pathValues, query);

  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const resolvedBody = bodySchema === undefined ? undefined : resolve(bodySchema);
  const validBody =
    resolvedBody === undefined
      ? undefined
      : example?.body !== undefined
        ? example.body
        : (exampleOf(resolvedBody, resolve) ?? {});
  // a multipart form: a small image for each binary field, a word for the others
  const form = operation.requestBody?.content['multipart/form-data']?.schema;
  const multipart =
    form === undefined
      ? undefined
      : Object.fromEntries(
          Object.entries((resolve(form).properties ?? {}) as Record<string, JsonSchema>).map(
            ([name, schema]) => [name, schema.format === 'binary' ? 'image' : 'text'] as const,
          ),
        );
  const hasInput = parameters.some((p) => p.required) || operation.requestBody?.required === true;
  const cases: ConformanceCase[] = [];

  // without the credentials it needs, an operation must refuse with its documented 401
  if (access !== 'guest' && caller === 'guest') {
    cases.push({
      ...base,
      title: `no ${access === 'admin' ? 'token' : 'session'}: 401`,
      kind: 'valid',
      caller,
      path,
      ...(validBody === undefined ? {} : { body: { json: validBody } }),
    });
  } else {
    cases.push({
      ...base,
      title:
        example !== undefined
          ? 'input from the examples'
          : hasInput
            ? 'input generated from the schemas'
            : 'no input',
      kind: 'valid',
      caller,
      path,
      ...(multipart !== undefined
        ? { body: { multipart } }
        : validBody === undefined
          ? {}
          : { body: { json: validBody } }),
    });
  }

  // negative cases, each breaking one thing of a valid request
  const negative: ConformanceCase[] = [];
  const push = (title: string, request: Partial<Pick<ConformanceCase, 'path' | 'body'>>) =>
    negative.push({
      ...base,
      title,
      kind: 'negative',
      caller,
      path,
      ...(validBody === undefined ? {} : { body: { json: validBody } }),
      ...request,
    });

  if (resolvedBody !== undefined && isObject(validBody)) {
    const properties = (resolvedBody.properties ?? {}) as Record<string, JsonSchema>;
    const required = (resolvedBody.required ?? []) as string[];
    push('body is not JSON', { body: { raw: '{"unterminated": ' } });
    if (required.length > 0) {
      const [first] = required;
      const { [first as string]: _, ...rest } = validBody;
      push(`missing required field: ${first}`, { body: { json: rest } });
    }
    for (const [name, schema] of Object.entries(properties)) {
      const wrong = wrongTypeOf(resolve(schema));
      if (wrong !== undefined) {
        push(`wrong type: ${name}`, { body: { json: { ...validBody, [name]: wrong } } });
        break;
      }
    }
    for (const [name, schema] of Object.entries(properties)) {
      const out = outOfRangeOf(resolve(schema));
      if (out !== undefined) {
        push(`${out.what}: ${name}`, { body: { json: { ...validBody, [name]: out.value } } });
        break;
      }
    }
  }
  if (multipart !== undefined) push('form without its fields', { body: { multipart: {} } });
  for (const parameter of parameters.filter((p) => p.in === 'query')) {
    const schema = resolve(parameter.schema);
    const out = outOfRangeOf(schema);
    const wrong = wrongTypeOf(schema);
    const value = out?.value ?? (typeof wrong === 'string' ? wrong : undefined);
    if (value === undefined) continue;
    const search = new URLSearchParams(query);
    search.set(parameter.name, String(value));
    push(`${out?.what ?? 'wrong type'}: ?${parameter.name}`, { path: pathOf(pathValues, search) });
    break;
  }
  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    const out = outOfRangeOf(resolve(parameter.schema));
    if (out === undefined) continue;
    push(`${out.what}: {${parameter.name}}`, {
      path: pathOf({ ...pathValues, [parameter.name]: String(out.value) }, query),
    });
    break;
  }
  cases.push(...negative.slice(0, options.negativePerOperation ?? 4));
  return cases;
}

/** Follows `$ref`s into the document's components. */
export function resolver(document: OpenApiDocument): (schema: JsonSchema) => JsonSchema {
  return (schema) => {
    let current = schema;
    for (let hops = 0; typeof current.$ref === 'string' && hops < 10; hops++) {
      const name = current.$ref.startsWith(COMPONENTS) ? current.$ref.slice(COMPONENTS.length) : '';
      const next = document.components.schemas[name];
      if (next === undefined) break;
      current = next;
    }
    return current;
  };
}

// strings some patterns of the contract accept (phones, codes, tokens, slugs)
const PATTERN_CANDIDATES = [
  'conformance',
  '1',
  '1234',
  '9876543210',
  'a',
  'A1',
  'conformance-kit-session-0001',
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopq',
];

/** A value valid by `schema`, as small as it can be; `undefined` when none could be made. */
export function exampleOf(
  schema: JsonSchema,
  resolve: (schema: JsonSchema) => JsonSchema,
  depth = 0,
): unknown {
  const current = resolve(schema);
  if (depth > 8) return undefined;
  if ('const' in current) return current.const;
  if (Array.isArray(current.enum)) return current.enum[0];
  if ('default' in current) return current.default;
  if (Array.isArray(current.examples) && current.examples.length > 0) return current.examples[0];
  const options = (current.anyOf ?? current.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(options)) {
    for (const option of options) {
      const value = exampleOf(option, resolve, depth + 1);
      if (value !== undefined && value !== null) return value;
    }
    return options.length > 0 ? exampleOf(options[0] as JsonSchema, resolve, depth + 1) : undefined;
  }
  if (Array.isArray(current.allOf)) {
    return Object.assign(
      {},
      ...(current.allOf as JsonSchema[]).map((part) => exampleOf(part, resolve, depth + 1)),
    );
  }
  const type = Array.isArray(current.type) ? current.type[0] : current.type;
  switch (type) {
    case 'object': {
      const properties = (current.properties ?? {}) as Record<string, JsonSchema>;
      const value: Record<string, unknown> = {};
      for (const name of (current.required ?? []) as string[]) {
        const property = properties[name];
        const example =
          property === undefined ? undefined : exampleOf(property, resolve, depth + 1);
        if (example !== undefined) value[name] = example;
      }
      return value;
    }
    case 'array': {
      const items = current.items as JsonSchema | undefined;
      const count = typeof current.minItems === 'number' ? current.minItems : 0;
      if (count === 0 || items === undefined) return [];
      return Array.from({ length: count }, () => exampleOf(items, resolve, depth + 1));
    }
    case 'string':
      return stringExample(current);
    case 'integer':
    case 'number': {
      if (typeof current.minimum === 'number') return current.minimum;
      if (typeof current.exclusiveMinimum === 'number') {
        return type === 'integer'
          ? Math.floor(current.exclusiveMinimum) + 1
          : current.exclusiveMinimum + 1;
      }
      return 1;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return undefined;
  }
}

function stringExample(schema: JsonSchema): string | undefined {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Number.POSITIVE_INFINITY;
  if (schema.format === 'email') return 'conformance@example.test';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.test/';
  if (schema.format === 'date-time') return new Date(0).toISOString();
  if (schema.format === 'date') return '2020-01-01';
  const fits = (value: string) => value.length >= min && value.length <= max;
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u');
    return PATTERN_CANDIDATES.find((value) => fits(value) && pattern.test(value));
  }
  const value = 'conformance'.padEnd(min, 'x');
  return value.slice(
    0,
    Math.min(value.length, max === Number.POSITIVE_INFINITY ? value.length : max),
  );
}

/** A value of the wrong JSON type for `schema`, or `undefined` when any type would do. */
function wrongTypeOf(schema: JsonSchema): unknown {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes(undefined) || types.length === 0) return undefined;
  if (!types.includes('object') && !types.includes('array')) return { wrong: 'type' };
  if (!types.includes('string')) return 'wrong type';
  if (!types.includes('boolean')) return true;
  return undefined;
}

/** A value just outside `schema`'s range or length, with what it breaks. */
function outOfRangeOf(schema: JsonSchema): { what: string; value: unknown } | undefined {
  if (typeof schema.maxLength === 'number') {
    return { what: 'oversized string', value: 'x'.repeat(schema.maxLength + 1) };
  }
  if (typeof schema.maximum === 'number' && schema.maximum < Number.MAX_SAFE_INTEGER) {
    return { what: 'number above its maximum', value: schema.maximum + 1 };
  }
  if (typeof schema.exclusiveMinimum === 'number') {
    return { what: 'number below its minimum', value: schema.exclusiveMinimum };
  }
  if (typeof schema.minimum === 'number' && schema.minimum > Number.MIN_SAFE_INTEGER) {
    return { what: 'number below its minimum', value: schema.minimum - 1 };
  }
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
