import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { OpenApiDocument } from '../schemas/api/openapi/document.ts';
import type { ConformanceExamples } from './conformance/cases.ts';
import { formatJourneyReport, journeysFailed, runJourneys } from './conformance/journeys.ts';
import { formatReport, runConformance } from './conformance/run.ts';

// `npm run conformance -- --url https://api.example-shop.com`: checks an API against the
// storefront's contract (docs/api.md). Exits 1 on any violation, 2 on bad arguments
// (or, with --journeys, when the storefront cannot run: no build, no Chromium).
//   --url URL                 the API's origin (required)
//   --allow-writes            also run the cases that change the store (POST, PUT, DELETE)
//   --admin-token TOKEN       call admin operations with this bearer token (env ADMIN_TOKEN)
//   --customer-email E        log in as this test customer for customer operations
//   --customer-password P     (env CONFORMANCE_CUSTOMER_PASSWORD)
//   --only PREFIX             only operations whose id starts with PREFIX (repeatable: cart. auth.login)
//   --spec FILE               hold the API to this OpenAPI document instead of the generated one
//   --negative N              at most N negative cases per operation (default 4)
//   --examples FILE           known-good input by operation id: ids that exist in your store
//                             (scripts/conformance/reference-examples.json is the demo store's)
//   --journeys                instead of the cases, the shopper's journeys (browse; with
//                             --allow-writes also cart, and with a customer sign-in, account,
//                             checkout) in the built storefront (npm run build) through a
//                             validating proxy; exits 1 on a violation or a journey that fails

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    'allow-writes': { type: 'boolean', default: false },
    'admin-token': { type: 'string' },
    'customer-email': { type: 'string' },
    'customer-password': { type: 'string' },
    only: { type: 'string', multiple: true },
    spec: { type: 'string' },
    negative: { type: 'string' },
    examples: { type: 'string' },
    journeys: { type: 'boolean', default: false },
  },
});

if (values.url === undefined) {
  console.error(
    'Usage: npm run conformance -- --url https://api.example-shop.com [--allow-writes]',
  );
  process.exit(2);
}
const adminToken = values['admin-token'] ?? process.env.ADMIN_TOKEN;
const password = values['customer-password'] ?? process.env.CONFORMANCE_CUSTOMER_PASSWORD;
const email = values['customer-email'];
if ((email === undefined) !== (password === undefined)) {
  console.error('--customer-email and --customer-password go together');
  process.exit(2);
}

const document =
  values.spec === undefined
    ? undefined
    : (JSON.parse(readFileSync(values.spec, 'utf8')) as OpenApiDocument);

if (values.journeys) {
  const report = await runJourneys({
    url: values.url,
    allowWrites: values['allow-writes'],
    ...(email === undefined || password === undefined ? {} : { customer: { email, password } }),
    ...(document === undefined ? {} : { document }),
    log: (line) => console.log(line),
  }).catch((error: unknown) => {
    // no build, no browser, a storefront that would not start: say so, not a stack
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  });
  console.log(`\n${formatJourneyReport(report)}`);
  process.exit(journeysFailed(report) ? 1 : 0);
}

const report = await runConformance({
  url: values.url,
  allowWrites: values['allow-writes'],
  ...(adminToken === undefined || adminToken === '' ? {} : { adminToken }),
  ...(email === undefined || password === undefined ? {} : { customer: { email, password } }),
  ...(values.only === undefined ? {} : { only: values.only }),
  ...(document === undefined ? {} : { document }),
  ...(values.negative === undefined ? {} : { negativePerOperation: Number(values.negative) }),
  ...(values.examples === undefined
    ? {}
    : { examples: JSON.parse(readFileSync(values.examples, 'utf8')) as ConformanceExamples }),
});
console.log(formatReport(report));
process.exit(report.violations > 0 ? 1 : 0);
