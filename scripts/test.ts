import { spawnSync } from 'node:child_process';

/**
 * `npm test`: typecheck, lint, the template check, unit tests, the API's concurrency tests on a
 * real PostgreSQL, e2e, then the shop behind Varnish on PostgreSQL with 2 processes (on the e2e
 * step's build); stops at the first failure.
 */
const steps: [string, string[]][] = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  // the demo store's templates against the theme's sections, with the shop's validators (a few seconds)
  ['template check', ['run', 'check:templates']],
  ['unit tests', ['run', 'test:unit']],
  ['API tests on PostgreSQL', ['run', 'test:postgres']],
  ['e2e tests', ['run', 'test:e2e']],
  ['stack tests (Varnish, 2 processes, PostgreSQL)', ['run', 'test:stack']],
];

for (const [name, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
