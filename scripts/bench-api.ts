import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** One measured endpoint. */
export interface ApiFigure {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  /** Answers other than 2xx, errors and timeouts. */
  failures: number;
  /**
   * Requests served per second of the server's own CPU time (Linux): what one uncontended core
   * would do, a steadier figure than `requestsPerSecond` on a busy machine. `null` elsewhere.
   */
  requestsPerCpuSecond: number | null;
}

const ticksPerSecond = (() => {
  const answer = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  const ticks = Number(answer.stdout);
  return answer.status === 0 && ticks > 0 ? ticks : 100;
})();

/** CPU seconds (user + system) process `pid` has used, from /proc; `null` when unreadable. */
export function cpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return null;
  }
}

/** CPU seconds of `pid` and every process under it (a cluster's workers); `null` when unreadable. */
export function treeCpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  const parents = new Map<number, number>();
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        parents.set(Number(entry), Number(fields[1]));
      } catch {
        // ended meanwhile
      }
    }
  } catch {
    return null;
  }
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [child, parent] of parents)
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
  }
  let total = 0;
  for (const member of tree) total += cpuSeconds(member) ?? 0;
  return total;
}

const SECONDS = 10;
const CONNECTIONS = 10;

/**
 * Starts the reference API (`examples/api/main.ts`) in its own process on a loopback port with a
 * fresh in-memory database, pinned to one core with `taskset` where available, so the load
 * generator in this process does not share its core.
 */
export async function startApi(): Promise<{ url: string; process: ChildProcess }> {
  const pin = process.platform === 'linux' && spawnSync('taskset', ['-V']).status === 0;
  const command = [process.execPath, '--import', 'tsx', 'examples/api/main.ts'];
  const child = spawn(
    pin ? 'taskset' : (command[0] ?? 'node'),
    pin ? ['-c', '0', ...command] : command.slice(1),
    {
      env: {
        ...process.env,
        API_PORT: '0',
        DATA_DIR: 'memory://',
        DATABASE_URL: '',
        ADMIN_TOKEN: 'bench',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
    });
    child.on('exit', (code) => reject(new Error(`The API exited (${code}) before listening`)));
  });
  return { url, process: child };
}

async function measure(
  name: string,
  pid: number | undefined,
  options: Parameters<typeof autocannon>[0],
): Promise<ApiFigure> {
  // A short warm-up, so the JIT and PGlite's caches do not count against the figure.
  await autocannon({ ...options, duration: 2 });
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({ ...options, duration: SECONDS, connections: CONNECTIONS });
  const cpuAfter = cpuSeconds(pid);
  const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    requestsPerCpuSecond: cpu === null || cpu <= 0 ? null : result.requests.total / cpu,
  };
}

/**
 * Requests per second and p99 latency of `GET /api/product/single-product/{slug}` and
 * `POST /api/cart/add-item` (each call without a cookie, so each makes a new guest cart and
 * adds one unit), 10 s each with 10 connections, against the API alone on one core.
 */
export async function benchApi(): Promise<ApiFigure[]> {
  const api = await startApi();
  try {
    const pid = api.process.pid;
    const product = await measure('GET /api/product/single-product/{slug}', pid, {
      url: `${api.url}/api/product/single-product/summit-peak-head-torch-400`,
    });
    const productId = await fetch(
      `${api.url}/api/product/single-product/summit-peak-head-torch-400`,
    )
      .then((response) => response.json() as Promise<{ data: { product: { id: number } } }>)
      .then((body) => body.data.product.id);
    const addItem = await measure('POST /api/cart/add-item (new guest cart)', pid, {
      url: `${api.url}/api/cart/add-item`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ product_id: productId, quantity: 1 }),
    });
    return [product, addItem];
  } finally {
    api.process.kill('SIGTERM');
  }
}
