import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import {
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiOperation,
  openApiDocument,
} from '../../schemas/api/openapi/document.ts';
import { type Caller, type ConformanceCase, type ConformanceExamples, casesOf } from './cases.ts';
import { textTable, violationLines } from './report-text.ts';

// The conformance kit (docs/api.md): runs the cases generated from the contract against an API
// at a URL and checks each answer against the document with ajv. A platform runs it against
// itself with `npm run conformance -- --url https://api.example-shop.com`.

/** A 1×1 transparent PNG, for multipart image fields. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export interface ConformanceOptions {
  /** The API's origin; paths start with `/api`. */
  url: string;
  /** The contract to hold it to. @default the one generated from this repository's table */
  document?: OpenApiDocument;
  /** Run the cases that change the store (every method but GET). @default false */
  allowWrites?: boolean;
  /** The admin bearer token; without it admin operations are only checked for their 401. */
  adminToken?: string;
  /** A test customer to log in as; without one customer operations are checked for their 401. */
  customer?: { email: string; password: string };
  /** Only operations whose id starts with one of these (`cart.`, `auth.login`). */
  only?: readonly string[];
  /** At most this many negative cases per operation. @default 4 */
  negativePerOperation?: number;
  /** Known-good input by operation id: ids that exist in the store under test (`--examples`). */
  examples?: ConformanceExamples;
  /** How long one call may take. @default 10_000 ms */
  timeoutMs?: number;
}

/** What one case found: nothing wrong (`violation` undefined) or what was. */
export interface CaseResult {
  case: ConformanceCase;
  status: number;
  ms: number;
  violation?: string;
}

export interface OperationRow {
  operationId: string;
  route: string;
  cases: number;
  passed: number;
  skipped: number;
  statuses: string;
  violations: string[];
}

export interface ConformanceReport {
  results: CaseResult[];
  operations: OperationRow[];
  skippedWrites: number;
  violations: number;
  ms: number;
}

/** Runs every case against `options.url` and reports, operation by operation. */
export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const started = performance.now();
  const document = options.document ?? (await openApiDocument());
  const check = validators(document);
  const base = options.url.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;

  // each caller keeps its cookies from call to call, as a browser would: the guest's cart
  // made by cart.addItem is the one cart.updateQuantity changes
  const jars: Record<Caller, Map<string, string>> = {
    guest: new Map(),
    customer: new Map(),
    admin: new Map(),
  };
  const callers = new Set<Caller>(['guest']);
  if (options.adminToken !== undefined) callers.add('admin');
  if (options.customer !== undefined) {
    await logIn(base, options.customer, timeoutMs, jars.customer);
    callers.add('customer');
  }

  const all = casesOf(document, {
    callers,
    ...(options.examples === undefined ? {} : { examples: options.examples }),
    ...(options.negativePerOperation === undefined
      ? {}
      : { negativePerOperation: options.negativePerOperation }),
  }).filter(
    (c) =>
      options.only === undefined || options.only.some((prefix) => c.operationId.startsWith(prefix)),
  );
  const runnable = all.filter((c) => options.allowWrites === true || !c.writes);
  const operationsById = new Map<string, OpenApiOperation>();
  for (const methods of Object.values(document.paths)) {
    for (const operation of Object.values(methods))
      operationsById.set(operation.operationId, operation);
  }

  const results: CaseResult[] = [];
  for (const testCase of runnable) {
    const operation = operationsById.get(testCase.operationId);
    if (operation === undefined) continue;
    results.push(
      await runCase(base, testCase, operation, check, {
        timeoutMs,
        jar: jars[testCase.caller],
        token: testCase.caller === 'admin' ? options.adminToken : undefined,
      }),
    );
  }

  const operations: OperationRow[] = [];
  for (const [template, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const mine = all.filter((c) => c.operationId === operation.operationId);
      if (mine.length === 0) continue;
      const ran = results.filter((r) => r.case.operationId === operation.operationId);
      const statuses = [...new Set(ran.map((r) => r.status))].sort((a, b) => a - b);
      operations.push({
        operationId: operation.operationId,
        route: `${method.toUpperCase()} ${template}`,
        cases: ran.length,
        passed: ran.filter((r) => r.violation === undefined).length,
        skipped: mine.length - ran.length,
        statuses: statuses.join(' '),
        violations: ran.flatMap((r) =>
          r.violation === undefined ? [] : [`${r.case.title}: ${r.violation}`],
        ),
      });
    }
  }
  return {
    results,
    operations,
    skippedWrites: all.length - runnable.length,
    violations: results.filter((r) => r.violation !== undefined).length,
    ms: Math.round(performance.now() - started),
  };
}

/** ajv validators of one document's schemas (shared by the cases and the validating proxy). */
export interface Validators {
  /** The documented answer for `status`, or undefined when the operation documents none. */
  answer(
    operation: OpenApiOperation,
    status: number,
  ): { type?: string; validate?: ValidateFunction } | undefined;
  errorEnvelope: ValidateFunction;
  /** A validator of any schema of the document (its `$ref`s resolve), compiled once per key. */
  schema(key: string, schema: JsonSchema): ValidateFunction;
}

/** ajv validators of the document's answers, compiled once per operation and status. */
export function validators(document: OpenApiDocument): Validators {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  // the components as one schema, so `#/components/schemas/X` resolves for every answer
  const toContract = (value: unknown) =>
    JSON.parse(
      JSON.stringify(value).replaceAll('"#/components/schemas/', '"contract#/$defs/'),
    ) as JsonSchema;
  ajv.addSchema({ $id: 'contract', $defs: toContract(document.components.schemas) });
  const compiled = new Map<string, ValidateFunction>();
  const compile = (key: string, schema: JsonSchema) => {
    let validate = compiled.get(key);
    if (validate === undefined) {
      validate = ajv.compile(toContract(schema));
      compiled.set(key, validate);
    }
    return validate;
  };
  const responseOf = (reference: JsonSchema) => {
    const ref = reference.$ref;
    if (typeof ref !== 'string') return reference;
    const name = ref.slice('#/components/responses/'.length);
    return (document.components.responses[name] ?? {}) as JsonSchema;
  };
  return {
    answer(operation, status) {
      const documented = operation.responses[String(status)];
      if (documented === undefined) return undefined;
      const response = responseOf(documented);
      const content = (response.content ?? {}) as Record<string, { schema?: JsonSchema }>;
      const [type, media] = Object.entries(content)[0] ?? [];
      if (type === undefined) return {};
      if (type !== 'application/json' || media?.schema === undefined) return { type };
      return { type, validate: compile(`${operation.operationId} ${status}`, media.schema) };
    },
    errorEnvelope: compile('error', { $ref: '#/components/schemas/ErrorEnvelope' }),
    schema: compile,
  };
}

async function runCase(
  base: string,
  testCase: ConformanceCase,
  operation: OpenApiOperation,
  check: Validators,
  context: { timeoutMs: number; jar: Map<string, string>; token: string | undefined },
): Promise<CaseResult> {
  const started = performance.now();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (context.jar.size > 0) headers.cookie = cookieHeader(context.jar);
  if (context.token !== undefined) headers.authorization = `Bearer ${context.token}`;
  let body: string | FormData | undefined;
  if (testCase.body !== undefined && 'multipart' in testCase.body) {
    body = new FormData();
    for (const [name, kind] of Object.entries(testCase.body.multipart)) {
      if (kind === 'image') {
        body.append(name, new Blob([ONE_PIXEL_PNG], { type: 'image/png' }), 'conformance.png');
      } else body.append(name, 'conformance');
    }
  } else if (testCase.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = 'raw' in testCase.body ? testCase.body.raw : JSON.stringify(testCase.body.json);
  }
  const result = (status: number, violation?: string): CaseResult => ({
    case: testCase,
    status,
    ms: Math.round(performance.now() - started),
    ...(violation === undefined ? {} : { violation }),
  });

  let response: Response;
  let text: string;
  try {
    response = await fetch(base + testCase.path, {
      method: testCase.method,
      headers,
      ...(body === undefined ? {} : { body }),
      redirect: 'manual',
      signal: AbortSignal.timeout(context.timeoutMs),
    });
    text = await response.text();
    keepCookies(response, context.jar);
  } catch (error) {
    return result(0, `no answer (${error instanceof Error ? error.message : String(error)})`);
  }
  const { status } = response;
  const type = response.headers.get('content-type') ?? '';
  let json: unknown;
  const parsed = (() => {
    if (!type.includes('json')) return false;
    try {
      json = JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  })();

  if (status >= 500)
    return result(status, `answered ${status}${parsed ? `: ${messageOf(json)}` : ''}`);
  if (testCase.kind === 'negative') {
    if (status < 400) return result(status, `accepted bad input with ${status}`);
    if (!parsed) return result(status, `${status} without a JSON envelope`);
    if (!check.errorEnvelope(json)) {
      return result(
        status,
        `${status} body is not the error envelope: ${errorsOf(check.errorEnvelope)}`,
      );
    }
    if (operation.responses[String(status)] === undefined) {
      return result(status, `${status} is not a documented status of ${operation.operationId}`);
    }
    return result(status);
  }

  const answer = check.answer(operation, status);
  if (answer === undefined) {
    const documented = Object.keys(operation.responses).join(', ');
    return result(
      status,
      `${status} is not documented (documented: ${documented})${parsed ? `: ${messageOf(json)}` : ''}`,
    );
  }
  if (answer.type !== undefined && answer.type !== 'application/json') {
    const expected = answer.type.replace('/*', '/');
    return type.startsWith(expected)
      ? result(status)
      : result(status, `answered ${type || 'no content type'}, documented ${answer.type}`);
  }
  if (!parsed) return result(status, `answered ${type || 'no content type'}, not JSON`);
  if (answer.validate !== undefined && !answer.validate(json)) {
    return result(status, `body does not match the document: ${errorsOf(answer.validate)}`);
  }
  return result(status);
}

async function logIn(
  base: string,
  customer: { email: string; password: string },
  timeoutMs: number,
  jar: Map<string, string>,
): Promise<void> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ ...customer, remember_me: false }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.arrayBuffer();
  keepCookies(response, jar);
  if (response.status !== 200 || jar.size === 0) {
    throw new Error(`the test customer could not log in (${response.status}): check --customer-*`);
  }
}

/** Stores the cookies an answer sets (and forgets those it clears). */
function keepCookies(response: Response, jar: Map<string, string>): void {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = cookie.split(';');
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute));
    if (value === '' || expired) jar.delete(name);
    else jar.set(name, value);
  }
}

function cookieHeader(jar: Map<string, string>): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

function messageOf(json: unknown): string {
  const message = (json as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? `"${message}"` : '';
}

function errorsOf(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .slice(0, 3)
    .map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`)
    .join('; ');
}

/** The report as a table, one operation a line, then each violation. */
export function formatReport(report: ConformanceReport): string {
  const header = ['operation', 'route', 'cases', 'passed', 'statuses', 'result'];
  const rows = report.operations.map((row) => [
    row.operationId,
    row.route,
    String(row.cases),
    String(row.passed),
    row.statuses,
    row.violations.length > 0
      ? `FAIL (${row.violations.length})`
      : row.cases === 0
        ? 'skipped (writes)'
        : row.skipped > 0
          ? `ok, ${row.skipped} write case${row.skipped === 1 ? '' : 's'} skipped`
          : 'ok',
  ]);
  const out = [...textTable(header, rows), ...violationLines(report.operations)];
  out.push(
    '',
    `${report.results.length} cases on ${report.operations.filter((row) => row.cases > 0).length} operations in ${report.ms} ms: ${report.violations} violation${report.violations === 1 ? '' : 's'}${report.skippedWrites > 0 ? `, ${report.skippedWrites} write cases skipped (pass --allow-writes)` : ''}.`,
  );
  return out.join('\n');
}
