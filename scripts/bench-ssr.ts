import autocannon from 'autocannon';
import { startApi, treeCpuSeconds } from './bench-api.ts';
import { freePort, startStorefront } from './lighthouse.ts';

/** One page under load. */
export interface SsrFigure {
  setup: string;
  page: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** API calls of one render that reached the API (Server-Timing), cold and then warm. */
  coldCalls: number;
  warmCalls: number;
  failures: number;
  /**
   * Pages served per CPU-second of the storefront's processes (Linux): what it would do alone on
   * one core, a steadier figure than req/s on a busy machine. `null` elsewhere.
   */
  perCpuSecond: number | null;
}

/** The pages of issue 17's server targets. */
export const SSR_PAGES = [
  { name: 'home', path: '/', target: 150 },
  { name: 'product', path: '/product/summit-peak-head-torch-400', target: 100 },
  { name: 'shop-all', path: '/shop-online', target: 100 },
] as const;

const SECONDS = 10;
const CONNECTIONS = 10;

/** API calls of one render that reached the API: the `api` entries of its Server-Timing. */
async function callsOf(url: string): Promise<number> {
  const response = await fetch(url);
  await response.text();
  const timing = response.headers.get('server-timing') ?? '';
  return timing.split(',').filter((entry) => entry.trim().startsWith('api;')).length;
}

export async function measurePages(
  setup: string,
  env: Record<string, string>,
): Promise<SsrFigure[]> {
  const storefront = await startStorefront(await freePort(), { SERVER_TIMING: '1', ...env });
  const figures: SsrFigure[] = [];
  try {
    for (const page of SSR_PAGES) {
      const url = `${storefront.origin}${page.path}`;
      const coldCalls = await callsOf(url);
      await autocannon({ url, connections: CONNECTIONS, duration: 3 });
      const warmCalls = await callsOf(url);
      const cpuBefore = treeCpuSeconds(storefront.pid);
      const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
      const cpuAfter = treeCpuSeconds(storefront.pid);
      const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
      figures.push({
        setup,
        page: page.name,
        requestsPerSecond: result.requests.average,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        coldCalls,
        warmCalls,
        failures: result.non2xx + result.errors + result.timeouts,
        perCpuSecond: cpu === null || cpu <= 0 ? null : result.requests.total / cpu,
      });
    }
  } finally {
    await storefront.stop();
  }
  return figures;
}

/**
 * The built storefront under load (autocannon, 10 connections, 10 s per page after a 3 s
 * warm-up): with the embedded API (one process), first rendering every page (`PAGE_STORE_MB=0`,
 * what a page the server may not keep costs) and then as it runs, anonymous pages answered from
 * the pages it keeps; and against the reference API in its own process (`API_URL`): 2 storefront
 * processes (`WEB_CONCURRENCY`) rendering every page, then 1 and 2 as they run.
 */
export async function benchSsr(): Promise<SsrFigure[]> {
  const figures = await measurePages('embedded API, all rendered', { PAGE_STORE_MB: '0' });
  figures.push(...(await measurePages('embedded API, 1 process', {})));
  const api = await startApi();
  try {
    figures.push(
      ...(await measurePages('API_URL, 2 processes, all rendered', {
        API_URL: api.url,
        WEB_CONCURRENCY: '2',
        PAGE_STORE_MB: '0',
      })),
    );
    for (const workers of [1, 2]) {
      figures.push(
        ...(await measurePages(`API_URL, WEB_CONCURRENCY=${workers}`, {
          API_URL: api.url,
          WEB_CONCURRENCY: String(workers),
        })),
      );
    }
  } finally {
    api.process.kill('SIGTERM');
  }
  return figures;
}

/** Prints the figures as the bench's table. */
export function printSsr(figures: readonly SsrFigure[]): void {
  for (const figure of figures) {
    const target = SSR_PAGES.find((page) => page.name === figure.page)?.target ?? 0;
    const met =
      figure.requestsPerSecond >= target && (figure.page !== 'home' || figure.p99Ms < 100);
    const failures = figure.failures > 0 ? `   ${figure.failures} failed` : '';
    const cpu =
      figure.perCpuSecond === null ? '' : `   ${figure.perCpuSecond.toFixed(0)} per CPU-second`;
    console.log(
      `${met ? '✔' : '✖'} ${figure.setup.padEnd(34)} ${figure.page.padEnd(9)} ${figure.requestsPerSecond
        .toFixed(0)
        .padStart(
          5,
        )} req/s (≥ ${target})   p50 ${String(figure.p50Ms).padStart(4)} ms   p99 ${String(
        figure.p99Ms,
      ).padStart(
        4,
      )} ms   API calls per render: ${figure.coldCalls} cold, ${figure.warmCalls} warm${cpu}${failures}`,
    );
  }
}
