import { type SpawnSyncOptions, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresBin, spareLoopbackPort } from './local-postgres.ts';

// `npm run test:postgres`: the API tests whose concurrency needs real row locks (cart, checkout,
// orders, coupon limits) on a throwaway PostgreSQL of their own: initdb in a temporary directory,
// a spare port on loopback, stopped and removed at the end (issue 18). PGlite runs one statement
// at a time, so only here do racing requests really interleave across the connection pool.

const FILES = [
  'examples/api/cart.node.test.ts',
  'examples/api/checkout.node.test.ts',
  'examples/api/orders.node.test.ts',
  'examples/api/coupon-limits.node.test.ts',
  // the storefront processes' cache invalidations over LISTEN/NOTIFY (issue 22)
  'runtime/server/cache-bus.postgres.test.ts',
];

const files = process.argv.slice(2);
const bin = postgresBin();
if (bin === null) {
  console.error(
    'PostgreSQL is not installed: `apt-get install postgresql` (or set PG_BIN to its bin directory).',
  );
  process.exit(1);
}

// PostgreSQL refuses to run as root: as root, its tools run as the `postgres` system user.
const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
function pg(tool: string, args: string[], options: SpawnSyncOptions = {}): void {
  const command = asRoot ? 'runuser' : join(bin as string, tool);
  const argv = asRoot ? ['-u', 'postgres', '--', join(bin as string, tool), ...args] : args;
  const result = spawnSync(command, argv, { stdio: ['ignore', 'ignore', 'inherit'], ...options });
  if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed (${result.status})`);
}

const dir = mkdtempSync(join(tmpdir(), 'storefront-pg-'));
if (asRoot) {
  spawnSync('chown', ['postgres', dir]);
  chmodSync(dir, 0o700);
}
const data = join(dir, 'data');
const port = await spareLoopbackPort();
let started = false;
let status = 1;
try {
  pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  pg('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`,
    'start',
  ]);
  started = true;
  pg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'storefront_test']);
  console.log(`PostgreSQL on 127.0.0.1:${port} (${bin})`);
  const run = spawnSync(
    'npx',
    // `npm run test:postgres -- <files>` runs only those
    [
      'vitest',
      'run',
      '--project',
      'node',
      '--project',
      'postgres',
      '--no-file-parallelism',
      ...(files.length ? files : FILES),
    ],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/storefront_test`,
      },
    },
  );
  status = run.status ?? 1;
} finally {
  if (started) pg('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
