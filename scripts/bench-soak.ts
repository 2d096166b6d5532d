import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { freePort, startStorefront } from './lighthouse.ts';

/**
 * The SSR soak of issue 18: the built storefront with its embedded API in one process, 60 s of
 * pages over loopback from a bounded client (10 connections, one request each at a time), cycling
 * through every kind of page a shopper reads. It must end with no error and flat memory: a leak
 * per request (a cache without bound, a listener never removed) shows as memory that keeps
 * climbing after the first seconds.
 */
export interface SoakFigures {
  seconds: number;
  requests: number;
  /** Answers that were not 2xx, connection errors and timeouts. */
  errors: number;
  /** Resident memory of the server process at each sample, MB. */
  rssMb: number[];
  /** Mean resident memory over the first and the last third after the warm-up, MB. */
  earlyMb: number;
  lateMb: number;
}

const SECONDS = 60;
const CONNECTIONS = 10;
const SAMPLE_MS = 2_000;
/** Memory grows while caches fill and code warms up; the trend is judged after this. */
const WARM_UP_MS = 10_000;
/** Memory is flat when the last third is within this of the first (GC is a sawtooth). */
export const FLAT_GROWTH = 0.1;

/** Every kind of page a shopper reads, so each render path is soaked. */
const PATHS = [
  '/',
  '/product/summit-peak-head-torch-400',
  '/product/monsoon-pro-rain-jacket',
  '/shop-online',
  '/shop-online?page=2',
  '/product-category/jackets',
  '/search?q=jacket',
  '/blogs',
  '/about-us',
  '/faq',
  '/contact-us',
  '/track-order',
];

/** The resident memory of process `pid` (Linux), MB; `null` elsewhere. */
function rssMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return line ? Number(line[1]) / 1024 : null;
  } catch {
    return null;
  }
}

const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);

/** Whether memory stopped growing: the last third within {@link FLAT_GROWTH} of the first. */
export function memoryFlat(figures: Pick<SoakFigures, 'earlyMb' | 'lateMb'>): boolean {
  return figures.lateMb <= figures.earlyMb * (1 + FLAT_GROWTH);
}

export async function soak(seconds = SECONDS): Promise<SoakFigures> {
  const storefront = await startStorefront(await freePort());
  const samples: { at: number; mb: number }[] = [];
  const start = Date.now();
  const sampler = setInterval(() => {
    const mb = rssMb(storefront.pid);
    if (mb !== null) samples.push({ at: Date.now() - start, mb });
  }, SAMPLE_MS);
  try {
    const result = await autocannon({
      url: storefront.origin,
      connections: CONNECTIONS,
      duration: seconds,
      requests: PATHS.map((path) => ({ method: 'GET', path })),
    });
    const settled = samples.filter((sample) => sample.at >= WARM_UP_MS).map((sample) => sample.mb);
    const third = Math.max(1, Math.floor(settled.length / 3));
    return {
      seconds,
      requests: result.requests.total,
      errors: result.non2xx + result.errors + result.timeouts,
      rssMb: samples.map((sample) => sample.mb),
      earlyMb: mean(settled.slice(0, third)),
      lateMb: mean(settled.slice(-third)),
    };
  } finally {
    clearInterval(sampler);
    await storefront.stop();
  }
}
