import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, startStorefront } from './lighthouse.ts';

/**
 * The SSR soak of issue 18: the built storefront with its embedded API in one process, 60 s of
 * pages over loopback from a bounded client (10 connections, one request each at a time), cycling
 * through every kind of page a shopper reads. It must end with no error and flat memory: a leak
 * per request (a cache without bound, a listener never removed) shows as memory that keeps
 * climbing after the first seconds.
 *
 * Memory is what the server still holds after a full garbage collection (its JavaScript heap and
 * the memory outside it, such as the database's WebAssembly memory), sampled inside the server by
 * `bench-memory-probe.ts`. Resident memory is printed beside it but not judged: V8 collects
 * lazily, so it climbs for minutes on a server that keeps nothing.
 */
export interface SoakFigures {
  seconds: number;
  requests: number;
  /** Answers that were not 2xx, connection errors and timeouts. */
  errors: number;
  /** Each sample: what the server held after a full collection, and its resident memory, MB. */
  samples: { heldMb: number; rssMb: number }[];
  /** Mean memory held over the first and the last third after the warm-up, MB. */
  earlyMb: number;
  lateMb: number;
}

const SECONDS = 60;
const CONNECTIONS = 10;
/** Memory grows while caches fill and code warms up; the trend is judged after this. */
const WARM_UP_MS = 10_000;
/** Memory is flat when the last third is within this of the first. */
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

const PROBE = fileURLToPath(new URL('./bench-memory-probe.ts', import.meta.url));

interface ProbeLine {
  /** When, in ms since the epoch (the probe runs on the same clock). */
  time: number;
  heapMb: number;
  externalMb: number;
  rssMb: number;
}

function readProbe(file: string): ProbeLine[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ProbeLine);
}

const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);

/** Whether memory stopped growing: the last third within {@link FLAT_GROWTH} of the first. */
export function memoryFlat(figures: Pick<SoakFigures, 'earlyMb' | 'lateMb'>): boolean {
  return figures.lateMb <= figures.earlyMb * (1 + FLAT_GROWTH);
}

export async function soak(seconds = SECONDS): Promise<SoakFigures> {
  const probeFile = join(mkdtempSync(join(tmpdir(), 'soak-')), 'memory.jsonl');
  const storefront = await startStorefront(await freePort(), { MEMORY_PROBE_FILE: probeFile }, [
    '--expose-gc',
    '--import',
    PROBE,
  ]);
  const loadStart = Date.now();
  // autocannon's answer is a thenable without `finally`
  const result = await (async () => {
    try {
      return await autocannon({
        url: storefront.origin,
        connections: CONNECTIONS,
        duration: seconds,
        requests: PATHS.map((path) => ({ method: 'GET', path })),
      });
    } finally {
      await storefront.stop();
    }
  })();
  const lines = readProbe(probeFile);
  rmSync(dirname(probeFile), { recursive: true, force: true });
  if (lines.length === 0) throw new Error('The soaked server wrote no memory sample.');
  const samples = lines.map((line) => ({
    atLoad: line.time - loadStart,
    heldMb: line.heapMb + line.externalMb,
    rssMb: line.rssMb,
  }));
  const settled = samples.filter(
    (sample) => sample.atLoad >= WARM_UP_MS && sample.atLoad <= seconds * 1000,
  );
  const third = Math.max(1, Math.floor(settled.length / 3));
  return {
    seconds,
    requests: result.requests.total,
    errors: result.non2xx + result.errors + result.timeouts,
    samples: samples
      .filter((sample) => sample.atLoad >= 0)
      .map(({ heldMb, rssMb }) => ({ heldMb, rssMb })),
    earlyMb: mean(settled.slice(0, third).map((sample) => sample.heldMb)),
    lateMb: mean(settled.slice(-third).map((sample) => sample.heldMb)),
  };
}
