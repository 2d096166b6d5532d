import { type ChildProcess, type SpawnSyncOptions, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { postgresBin } from './local-postgres.ts';

// `npm run stack`: the shop past one machine, on this one (issue 22, docs/deploy.md): a throwaway
// PostgreSQL, N storefront processes on it (each its own port, all hearing each other's admin
// writes over LISTEN/NOTIFY), and Varnish in front of them (deploy/varnish/default.vcl) which
// they purge on every admin write. Installs Varnish and PostgreSQL from Debian when they are
// missing and this runs as root, like .ci/run does for Chromium. Prints the URLs; Ctrl-C stops
// everything and removes the data. scripts/bench-stack.ts and scripts/test-stack.ts start it too.

export interface StackOptions {
  /** Storefront processes. @default 2 (STACK_PROCESSES) */
  processes?: number;
  /** Varnish's port, the shop's public one. @default 6081 (STACK_PORT) */
  varnishPort?: number;
  /** The first storefront process's port; the others follow. @default 3101 (STACK_NODE_PORT) */
  nodePort?: number;
  /** PostgreSQL's port. @default 5433 (STACK_PG_PORT) */
  pgPort?: number;
  /** Extra environment of the storefront processes (OTP_FIXED_CODE for tests). */
  env?: Record<string, string>;
  /** Print what starts. @default true */
  verbose?: boolean;
}

export interface Stack {
  /** Varnish: the shop's URL. */
  url: string;
  /** Each storefront process, directly. */
  processes: string[];
  databaseUrl: string;
  adminToken: string;
  /** Varnish's working directory (`varnishstat -n`). */
  varnishDir: string;
  stop(): Promise<void>;
}

const ROOT = resolve(import.meta.dirname, '..');
const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

const has = (command: string) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0 ||
  existsSync(`/usr/sbin/${command}`);

/** Installs Varnish and PostgreSQL from Debian when missing (as root with apt-get, like .ci/run). */
export function ensurePackages(): void {
  const missing = [
    ...(has('varnishd') ? [] : ['varnish']),
    ...(postgresBin() ? [] : ['postgresql']),
  ];
  if (missing.length === 0) return;
  if (!asRoot || !has('apt-get')) {
    throw new Error(`Missing ${missing.join(' and ')}: apt-get install ${missing.join(' ')}`);
  }
  console.log(`Installing ${missing.join(' and ')} (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const installed = spawnSync(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', ...missing],
    { stdio: 'inherit', env },
  );
  if (installed.status !== 0) throw new Error(`apt-get install ${missing.join(' ')} failed`);
}

function pg(bin: string, tool: string, args: string[], options: SpawnSyncOptions = {}): void {
  const command = asRoot ? 'runuser' : join(bin, tool);
  const argv = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
  const result = spawnSync(command, argv, { stdio: ['ignore', 'ignore', 'inherit'], ...options });
  if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed (${result.status})`);
}

async function waitFor(url: string, what: string, child?: ChildProcess, ms = 90_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child && child.exitCode !== null) throw new Error(`${what} ended (${child.exitCode})`);
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (answer.ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not answer at ${url} within ${ms / 1000} s`);
}

/** deploy/varnish/default.vcl with one backend per storefront port. */
export function vclFor(ports: readonly number[]): string {
  const vcl = readFileSync(join(ROOT, 'deploy/varnish/default.vcl'), 'utf8');
  const backends = ports
    .map(
      (port, i) => `backend storefront${i + 1} {
  .host = "127.0.0.1";
  .port = "${port}";
  .connect_timeout = 2s;
  .first_byte_timeout = 30s;
}`,
    )
    .join('\n');
  const adds = ports.map((_, i) => `  storefronts.add_backend(storefront${i + 1});`).join('\n');
  return vcl
    .replace(/(# BACKENDS[^\n]*\n)[\s\S]*?(# END BACKENDS)/, `$1${backends}\n$2`)
    .replace(/(# DIRECTOR[^\n]*\n)[\s\S]*?( {2}# END DIRECTOR)/, `$1${adds}\n$2`);
}

/** Starts PostgreSQL, the storefront processes and Varnish; see {@link StackOptions}. */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const env = process.env;
  const count = options.processes ?? Number(env.STACK_PROCESSES ?? 2);
  const varnishPort = options.varnishPort ?? Number(env.STACK_PORT ?? 6081);
  const nodePort = options.nodePort ?? Number(env.STACK_NODE_PORT ?? 3101);
  const pgPort = options.pgPort ?? Number(env.STACK_PG_PORT ?? 5433);
  const say = options.verbose === false ? () => {} : (line: string) => console.log(line);
  ensurePackages();
  if (!existsSync(join(ROOT, 'build/server/index.js'))) {
    say('Building the storefront (npm run build)…');
    if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: ROOT }).status !== 0)
      throw new Error('npm run build failed');
  }

  const dir = mkdtempSync(join(tmpdir(), 'storefront-stack-'));
  chmodSync(dir, 0o755);
  const children: ChildProcess[] = [];
  const bin = postgresBin() as string;
  // PostgreSQL's folder belongs to the postgres user when this runs as root (it refuses root)
  const pgDir = join(dir, 'pg');
  mkdirSync(pgDir, { mode: 0o700 });
  if (asRoot) spawnSync('chown', ['postgres', pgDir]);
  const data = join(pgDir, 'data');
  let pgStarted = false;
  const stop = async () => {
    for (const child of children.reverse()) {
      if (child.exitCode !== null || !child.pid) continue;
      const ended = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await ended;
      clearTimeout(timer);
    }
    if (pgStarted) pg(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    pg(bin, 'initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    pg(bin, 'pg_ctl', [
      '-D',
      data,
      '-l',
      join(pgDir, 'server.log'),
      '-w',
      '-o',
      `-p ${pgPort} -k ${pgDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=200`,
      'start',
    ]);
    pgStarted = true;
    pg(bin, 'createdb', ['-h', '127.0.0.1', '-p', String(pgPort), '-U', 'postgres', 'storefront']);
    const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/storefront`;
    say(`PostgreSQL   ${databaseUrl}`);

    // the storefront processes: the first migrates and seeds, then the others
    const adminToken = env.ADMIN_TOKEN ?? randomBytes(24).toString('hex');
    const url = `http://localhost:${varnishPort}`;
    const ports = Array.from({ length: count }, (_, i) => nodePort + i);
    for (const port of ports) {
      const child = spawn('node', ['--import', 'tsx', 'runtime/server/main.ts'], {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...env,
          NODE_ENV: 'production',
          PORT: String(port),
          DATABASE_URL: databaseUrl,
          ADMIN_TOKEN: adminToken,
          STORE_URL: url,
          CDN_PURGE_URL: `http://127.0.0.1:${varnishPort}/`,
          TRUST_PROXY: '1',
          WEB_CONCURRENCY: '1',
          LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
          ...options.env,
        },
      });
      children.push(child);
      await waitFor(`http://127.0.0.1:${port}/api/storefront/all`, `storefront :${port}`, child);
      say(`Storefront   http://127.0.0.1:${port}`);
    }

    // Varnish in front, in the foreground so it stops with us
    const varnishDir = join(dir, 'varnish');
    const vcl = join(dir, 'default.vcl');
    writeFileSync(vcl, vclFor(ports));
    chmodSync(vcl, 0o644);
    const varnish = spawn(
      existsSync('/usr/sbin/varnishd') ? '/usr/sbin/varnishd' : 'varnishd',
      [
        '-F',
        '-n',
        varnishDir,
        '-a',
        `127.0.0.1:${varnishPort}`,
        '-f',
        vcl,
        '-s',
        'malloc,256m',
        '-T',
        'none',
        '-p',
        'ban_lurker_sleep=0.05',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    children.push(varnish);
    await waitFor(`${url}/api/storefront/all`, 'Varnish', varnish);
    say(`Varnish      ${url}   (the shop; varnishstat -n ${varnishDir})`);
    say(`Admin token  ${adminToken}`);
    return {
      url,
      processes: ports.map((port) => `http://127.0.0.1:${port}`),
      databaseUrl,
      adminToken,
      varnishDir,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const stack = await startStack();
  console.log(`\nThe shop: ${stack.url}   (Ctrl-C stops it and removes its data)`);
  const end = () => void stack.stop().finally(() => process.exit(0));
  process.once('SIGINT', end);
  process.once('SIGTERM', end);
}
