import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { SHOPPER_VALUES_PATH } from '../runtime/storefront/shopper-values-path.ts';
import { startStack } from './stack.ts';
import { msUntilShown, publishTitle, register, shopper } from './stack-client.ts';

// `npm run bench:stack`: the shop through Varnish (scripts/stack.ts: PostgreSQL, 2 storefront
// processes, Varnish), 50 connections (issue 22). Anonymous home and product: req/s, p99 and
// Varnish's hit ratio (varnishstat); the same pages with a session cookie (passed to Node, which
// answers the page everyone gets, decision 0022) and the shopper's own values their browser then
// asks for; and Publish → the change visible through the cache, the most of 20 publishes.

const CONNECTIONS = 50;
// what every browser sends: Varnish keeps pages gzipped and answers them as kept; a client that
// takes no compression costs it a gunzip of each page (`BENCH_IDENTITY=1` measures that instead)
const ACCEPT_ENCODING =
  process.env.BENCH_IDENTITY === '1' ? {} : { 'accept-encoding': 'gzip, deflate, br' };
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/product/summit-peak-head-torch-400' },
];

function varnishCounters(dir: string): { hit: number; miss: number; pass: number } {
  const out = spawnSync('varnishstat', ['-n', dir, '-1', '-j'], { encoding: 'utf8' });
  const json = JSON.parse(out.stdout) as {
    counters?: Record<string, { value: number }>;
  } & Record<string, { value: number }>;
  const counters = json.counters ?? json;
  const value = (name: string) => counters[`MAIN.${name}`]?.value ?? 0;
  return { hit: value('cache_hit'), miss: value('cache_miss'), pass: value('s_pass') };
}

const stack = await startStack({ varnishPort: Number(process.env.STACK_PORT ?? 6081) });
const rows: string[] = [];
try {
  const customer = shopper('bench');
  await register(stack.url, customer);
  for (const setup of ['anonymous', 'session cookie'] as const) {
    // a shopper's page is the one everyone gets; what their browser then asks for is theirs
    const pages =
      setup === 'anonymous' ? PAGES : [...PAGES, { name: 'own values', path: SHOPPER_VALUES_PATH }];
    for (const page of pages) {
      const url = `${stack.url}${page.path}`;
      const headers: Record<string, string> =
        setup === 'anonymous'
          ? { ...ACCEPT_ENCODING }
          : { ...ACCEPT_ENCODING, cookie: customer.cookie() };
      await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
      const before = varnishCounters(stack.varnishDir);
      const result = await autocannon({
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers,
      });
      const after = varnishCounters(stack.varnishDir);
      const hits = after.hit - before.hit;
      const all = hits + (after.miss - before.miss) + (after.pass - before.pass);
      const failures = result.non2xx + result.errors + result.timeouts;
      rows.push(
        `| ${setup} | ${page.name} | ${Math.round(result.requests.average)} | ${result.latency.p99} | ${all ? ((100 * hits) / all).toFixed(2) : '–'} % | ${failures} |`,
      );
    }
  }

  // Publish on process 1, looked at through Varnish: how long until the change shows
  const times: number[] = [];
  for (let i = 1; i <= 20; i++) {
    await fetch(`${stack.url}/`); // the page is in the cache
    const title = `Northwind bench ${Date.now()}-${i}`;
    const started = Date.now();
    await publishTitle(stack.processes[0] ?? '', stack.adminToken, 'home', title);
    const ms = await msUntilShown(`${stack.url}/`, `<title>${title}`, started);
    times.push(ms ?? Number.POSITIVE_INFINITY);
  }
  const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
  console.log(
    `\nThrough Varnish, ${CONNECTIONS} connections, ${SECONDS} s each, 2 storefront processes on PostgreSQL, ${'accept-encoding' in ACCEPT_ENCODING ? 'gzip taken as a browser does' : 'no compression taken'}`,
  );
  console.log('| requests | page | req/s | p99 ms | Varnish hits | failures |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `\nPublish → visible through the cache, 20 publishes: max ${Math.max(...times)} ms, median ${sorted[10]} ms`,
  );
  console.log(`Load average: ${one} ${five} ${fifteen} (${availableParallelism()} cores)`);
} finally {
  await stack.stop();
}
