import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint.ts';
import { allEndpoints } from '../endpoint-list.ts';
import { envelopeSchema, errorEnvelopeSchema } from '../envelope.ts';
import * as contract from '../index.ts';
import {
  CONDITIONAL_ROWS,
  CREATED_OR_REPEATED_ROWS,
  CREATED_ROWS,
  derivedStatuses,
  ERROR_STATUSES,
  type ErrorStatus,
  FILE_TYPES,
  MULTIPART_ROWS,
} from './statuses.ts';

// The API contract as an OpenAPI 3.1 document, generated from the endpoint table (DESIGN §4,
// docs/api.md): never written by hand. Each row is one operation; its schemas go through zod's
// own `z.toJSONSchema` (JSON Schema 2020-12, which OpenAPI 3.1 uses as is), the wire side of
// each schema (`io: 'input'`: a field with a default may be left out by whoever writes it).

/** A JSON Schema, as OpenAPI 3.1 holds it. */
export type JsonSchema = { [key: string]: unknown };

/** The parts of an OpenAPI 3.1 document this generator writes. */
export interface OpenApiDocument {
  openapi: '3.1.1';
  info: { title: string; version: string; description: string };
  jsonSchemaDialect: string;
  servers: Array<{ url: string; description?: string }>;
  tags: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
    responses: Record<string, JsonSchema>;
  };
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: Array<Record<string, string[]>>;
  parameters?: Array<{
    name: string;
    in: 'path' | 'query' | 'header';
    required: boolean;
    description?: string;
    schema: JsonSchema;
  }>;
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, JsonSchema>;
  'x-access': AnyEndpoint['access'];
  'x-silent'?: true;
}

/** The name of the customer's session cookie (the reference API's `SESSION_COOKIE`). */
export const DEFAULT_SESSION_COOKIE = 'sf_session';
/** The name of the guest cart cookie (spec §3). */
export const CART_SESSION_COOKIE = 'cart_session';

export interface OpenApiOptions {
  /** The rows to document. @default every row of the table */
  rows?: ReadonlyArray<{ name: string; row: AnyEndpoint }>;
  /** The customer session cookie's name. @default DEFAULT_SESSION_COOKIE */
  sessionCookie?: string;
  /** The document's `info.version`. @default CONTRACT_VERSION */
  version?: string;
}

/** The contract's version, written as `info.version`. */
export const CONTRACT_VERSION = '1.0.0';

const COMPONENTS = '#/components/schemas/';

/** The header of a conditional write (DESIGN decision 15). */
const IF_MATCH_PARAMETER = {
  name: 'If-Match',
  in: 'header' as const,
  required: true,
  description:
    'The page version that was read: `editing.version` of its admin template, or its `ETag`, e.g. `"7"`.',
  schema: { type: 'string' },
};
const DATA_PLACEHOLDER = '__EnvelopeData';

/** Builds the document from the endpoint table (about 100 rows, a few tens of milliseconds). */
export async function openApiDocument(options: OpenApiOptions = {}): Promise<OpenApiDocument> {
  const rows = options.rows ?? allEndpoints;
  const loaded = await Promise.all(
    rows.map(async ({ name, row }) => ({ name, row, schemas: await row.schemas() })),
  );

  // Every schema the contract exports by name becomes a component of that name (`cartSchema`
  // is `Cart`), so a schema shared by rows, or nested in others, is written once.
  const registry = z.registry<{ id: string }>();
  const taken = new Set<string>();
  const register = (schema: z.ZodType, id: string): string => {
    const existing = registry.get(schema)?.id;
    if (existing !== undefined) return existing;
    let unique = id;
    for (let n = 2; taken.has(unique); n++) unique = `${id}${n}`;
    taken.add(unique);
    registry.add(schema, { id: unique });
    return unique;
  };
  for (const [exported, value] of Object.entries(contract)) {
    if (value instanceof z.ZodType && exported.endsWith('Schema') && !isNever(value)) {
      register(value, pascal(exported.slice(0, -'Schema'.length)));
    }
  }
  const dataPlaceholder = z.null();
  register(dataPlaceholder, DATA_PLACEHOLDER);
  const envelope = envelopeSchema(dataPlaceholder);
  register(envelope, 'SuccessEnvelope');
  const errorEnvelope = register(errorEnvelopeSchema, 'ErrorEnvelope');

  // A row's own schemas that the contract does not export get the row's name.
  const ids = loaded.map(({ name, row, schemas }) => {
    const base = pascal(name.replace('.', '_'));
    const idOf = (schema: z.ZodType | undefined, part: string) =>
      schema === undefined ? undefined : register(schema, `${base}${part}`);
    return {
      params: idOf(schemas.params, 'Params'),
      query: idOf(schemas.query, 'Query'),
      body: idOf(schemas.body, 'Body'),
      data: row.file ? undefined : idOf(schemas.data, 'Data'),
    };
  });

  const generated = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'input',
    // a schema with no JSON Schema form (a date, a function) fails the build and the tests
    unrepresentable: 'throw',
    cycles: 'ref',
    uri: (id) => `${COMPONENTS}${id}`,
    override: lenientInput,
  }).schemas as Record<string, JsonSchema>;
  const components = componentsOf(generated);
  const envelopeJson = components.SuccessEnvelope;
  delete components.SuccessEnvelope;
  delete components[DATA_PLACEHOLDER];

  const sessionCookie = options.sessionCookie ?? DEFAULT_SESSION_COOKIE;
  const docs = domainDocs(new Set(rows.map(({ name }) => domainOf(name))));
  const paths: OpenApiDocument['paths'] = {};
  loaded.forEach(({ name, row, schemas }, index) => {
    const id = ids[index];
    if (id === undefined) return;
    const pathParams = [...row.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] ?? '');
    const paramSchemas = propertiesOf(id.params, components);
    const query = propertiesOf(id.query, components);
    const parameters: NonNullable<OpenApiOperation['parameters']> = [
      ...pathParams.map((param) => ({
        name: param,
        in: 'path' as const,
        required: true,
        schema: paramSchemas?.properties[param] ?? { type: 'string' },
      })),
      ...Object.entries(query?.properties ?? {}).map(([param, schema]) => ({
        name: param,
        in: 'query' as const,
        required: query?.required.includes(param) ?? false,
        ...descriptionOf(schema),
        schema,
      })),
      ...(CONDITIONAL_ROWS.has(name) ? [IF_MATCH_PARAMETER] : []),
    ];
    const multipart = MULTIPART_ROWS[name];
    const requestBody: OpenApiOperation['requestBody'] =
      id.body !== undefined && schemas.body !== undefined
        ? {
            required: !schemas.body.safeParse(undefined).success,
            content: { 'application/json': { schema: { $ref: `${COMPONENTS}${id.body}` } } },
          }
        : multipart !== undefined
          ? {
              required: true,
              content: { 'multipart/form-data': { schema: { type: 'object', ...multipart } } },
            }
          : undefined;

    const responses: Record<string, JsonSchema> = {};
    const success = CREATED_ROWS.has(name) ? '201' : '200';
    if (row.file) {
      const file = FILE_TYPES[name] ?? { type: 'application/octet-stream', description: 'A file.' };
      responses[success] = {
        description: file.description,
        content: {
          [file.type]: {
            schema:
              file.type === 'application/json'
                ? { type: 'object' }
                : { type: 'string', contentMediaType: file.type },
          },
        },
      };
    } else {
      responses[success] = {
        description: 'The `{ status, message, data }` envelope with the answer in `data`.',
        content: {
          'application/json': {
            schema: withData(envelopeJson ?? {}, { $ref: `${COMPONENTS}${id.data}` }),
          },
        },
      };
      if (CREATED_OR_REPEATED_ROWS.has(name)) {
        responses['201'] = {
          ...responses[success],
          description: 'Created: the same envelope (200 when the call was already answered).',
        };
      }
    }
    const statuses = derivedStatuses(name, row, {
      params: schemas.params !== undefined,
      query: schemas.query !== undefined,
      body: schemas.body !== undefined,
    });
    for (const status of statuses) {
      responses[String(status)] = { $ref: `#/components/responses/${responseName(status)}` };
    }

    const description = docs.rows.get(name);
    const operation: OpenApiOperation = {
      operationId: name,
      summary: summaryOf(name),
      ...(description ? { description } : {}),
      tags: [domainOf(name)],
      security: securityOf(row),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
      'x-access': row.access,
      ...(row.silent ? { 'x-silent': true as const } : {}),
    };
    const path = row.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
    paths[path] ??= {};
    (paths[path] as Record<string, OpenApiOperation>)[row.method.toLowerCase()] = operation;
  });

  const document: OpenApiDocument = {
    openapi: '3.1.1',
    info: {
      title: 'Storefront API contract',
      version: options.version ?? CONTRACT_VERSION,
      description: INFO_DESCRIPTION,
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    servers: [{ url: '/', description: 'This API (every path starts with /api)' }],
    tags: [...docs.tags].map(([tag, description]) => ({
      name: tag,
      ...(description ? { description } : {}),
    })),
    paths,
    components: {
      schemas: {},
      securitySchemes: {
        customerSession: {
          type: 'apiKey',
          in: 'cookie',
          name: sessionCookie,
          description:
            'The signed-in customer: the HttpOnly cookie set by the login, OTP and register calls.',
        },
        adminToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The admin token, as `Authorization: Bearer <token>` (the editor, tests).',
        },
      },
      responses: Object.fromEntries(
        Object.entries(ERROR_STATUSES).map(([status, description]) => [
          responseName(Number(status) as ErrorStatus),
          {
            description,
            content: {
              'application/json': {
                schema:
                  Number(status) === 422
                    ? {
                        allOf: [{ $ref: `${COMPONENTS}${errorEnvelope}` }],
                        required: ['errors'],
                      }
                    : { $ref: `${COMPONENTS}${errorEnvelope}` },
              },
            },
          },
        ]),
      ),
    },
  };
  document.components.schemas = reachable(document, components);
  return document;
}

const INFO_DESCRIPTION = `The API a commerce platform implements for the storefront runtime, generated from its endpoint table (\`schemas/api/endpoints/\`).

Every answer is a JSON envelope \`{ status, message, data }\`: \`status\` is \`"success"\` with the endpoint's \`data\`, or \`"error"\` with a \`message\` for the shopper (and \`errors\`, field by field, on a 422). Files (images, invoices) are the only exceptions.

Who may call: **guest** operations are open to anyone (a signed-in customer's session cookie, when sent, makes them the customer's); **customer** operations need the \`${DEFAULT_SESSION_COOKIE}\` session cookie (401 without it); **admin** operations need the bearer token. The guest cart lives in the \`${CART_SESSION_COOKIE}\` cookie. Browser calls that change state from another site's origin are refused with a 403.`;

/**
 * A field with `.catch()` takes anything on the wire (what does not parse becomes its fallback),
 * so its input schema says so instead of the inner type: a platform may send anything there and
 * the kit does not count an odd value as bad input.
 */
function lenientInput({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: JsonSchema }) {
  const def = (zodSchema as { _zod?: { def?: { type?: string } } })._zod?.def;
  if (def?.type !== 'catch') return;
  const { default: fallback, description } = jsonSchema;
  for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
  if (fallback !== undefined) jsonSchema.default = fallback;
  jsonSchema.description = [
    description,
    'Any value: one that does not fit falls back to the default.',
  ]
    .filter(Boolean)
    .join(' ');
}

function securityOf(row: AnyEndpoint): Array<Record<string, string[]>> {
  if (row.access === 'admin') return [{ adminToken: [] }];
  if (row.access === 'customer') return [{ customerSession: [] }];
  return [{}, { customerSession: [] }];
}

function responseName(status: ErrorStatus): string {
  return `Error${status}`;
}

/** The envelope's JSON Schema with its `data` replaced by `data`. */
function withData(envelope: JsonSchema, data: JsonSchema): JsonSchema {
  const properties = envelope.properties as Record<string, JsonSchema>;
  return { ...envelope, properties: { ...properties, data } };
}

/** The properties and required names of an object component, following one `$ref` if needed. */
function propertiesOf(
  id: string | undefined,
  components: Record<string, JsonSchema>,
): { properties: Record<string, JsonSchema>; required: string[] } | undefined {
  let schema = id === undefined ? undefined : components[id];
  for (let hops = 0; schema !== undefined && typeof schema.$ref === 'string' && hops < 5; hops++) {
    schema = components[schema.$ref.slice(COMPONENTS.length)];
  }
  if (schema === undefined || typeof schema.properties !== 'object') return undefined;
  return {
    properties: schema.properties as Record<string, JsonSchema>,
    required: Array.isArray(schema.required) ? (schema.required as string[]) : [],
  };
}

function descriptionOf(schema: JsonSchema): { description?: string } {
  return typeof schema.description === 'string' ? { description: schema.description } : {};
}

/**
 * zod's registry output as components: without each schema's own `$schema` and `id`, and with
 * the definitions zod shares between schemas (recursive ones) moved in beside them.
 */
function componentsOf(generated: Record<string, JsonSchema>): Record<string, JsonSchema> {
  const shared = (generated.__shared?.$defs ?? {}) as Record<string, JsonSchema>;
  const components: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(generated)) {
    if (id === '__shared') continue;
    const { $schema: _schema, $id: _uri, id: _id, ...rest } = schema;
    components[id] = rest;
  }
  for (const [id, schema] of Object.entries(shared)) components[`Shared_${id}`] = schema;
  // refs into zod's shared definitions, and a schema's own `$defs`, point at components
  return JSON.parse(
    JSON.stringify(components).replace(
      /"#\/components\/schemas\/__shared#\/\$defs\/([^"]+)"/g,
      `"${COMPONENTS}Shared_$1"`,
    ),
  ) as Record<string, JsonSchema>;
}

/** The components the document refers to, directly or through one another. */
function reachable(
  document: OpenApiDocument,
  components: Record<string, JsonSchema>,
): Record<string, JsonSchema> {
  const kept: Record<string, JsonSchema> = {};
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key === '$ref' && typeof item === 'string' && item.startsWith(COMPONENTS)) {
          const id = item.slice(COMPONENTS.length).split('#')[0] ?? '';
          const component = components[id];
          if (component !== undefined && !(id in kept)) {
            kept[id] = component;
            visit(component);
          }
        } else visit(item);
      }
    }
  };
  visit(document.paths);
  visit(document.components.responses);
  return Object.fromEntries(Object.entries(kept).sort(([a], [b]) => a.localeCompare(b)));
}

function isNever(schema: z.ZodType): boolean {
  return schema instanceof z.ZodNever;
}

function pascal(name: string): string {
  return name
    .split(/[_.-]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** The row's name as words: `cart.updateShippingMode` is "Update shipping mode". */
function summaryOf(name: string): string {
  const words = name
    .slice(name.indexOf('.') + 1)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function domainOf(name: string): string {
  return name.slice(0, name.indexOf('.'));
}

/**
 * Words for the reference, read from the table's own source: each domain file's opening comment
 * (the tag's description) and each row's doc comment (the operation's description).
 * Where the sources are not at hand (a bundled server), the document goes without them.
 */
function domainDocs(domains: Set<string>): {
  tags: Map<string, string>;
  rows: Map<string, string>;
} {
  const tags = new Map<string, string>();
  const rows = new Map<string, string>();
  for (const domain of [...domains].sort()) {
    let source = '';
    try {
      source = readFileSync(new URL(`../endpoints/${domain}.ts`, import.meta.url), 'utf8');
    } catch {
      tags.set(domain, '');
      continue;
    }
    const header = /^(?:import[^\n]*\n|\s*\n)*((?:\/\/[^\n]*\n)+)/.exec(source)?.[1] ?? '';
    tags.set(
      domain,
      cleanComment(header.replace(/^\/\/ ?/gm, '')).replace(
        /\s*Rows of the endpoint table[^.]*\.[a-z]*\.?/,
        '',
      ),
    );
    // a row every page reads lives in a module of its own, re-exported by its domain's
    for (const text of [source, ...reExported(source)]) {
      for (const match of text.matchAll(
        /\/\*\*([\s\S]*?)\*\/\s*export const (\w+) = endpoint\(/g,
      )) {
        const words = cleanComment((match[1] ?? '').replace(/^\s*\* ?/gm, ''));
        if (words !== '') rows.set(`${domain}.${match[2]}`, words);
      }
    }
  }
  return { tags, rows };
}

/** The sources of the sibling modules `source` re-exports rows from (`export { get } from`). */
function reExported(source: string): string[] {
  return [...source.matchAll(/^export \{[^}]*\} from '\.\/([\w-]+)\.ts';$/gm)].map((match) =>
    readFileSync(new URL(`../endpoints/${match[1]}.ts`, import.meta.url), 'utf8'),
  );
}

function cleanComment(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/([^\n])\n(?=[^\n])/g, '$1 ')
    .trim();
}
