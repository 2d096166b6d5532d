import { appendFileSync } from 'node:fs';

/**
 * Loaded into the soaked server (`--expose-gc --import`): every {@link SAMPLE_MS} it collects
 * garbage fully, then appends what the process still holds to `MEMORY_PROBE_FILE`, one JSON line.
 *
 * The soak judges a leak by this, not by resident memory. V8 lets garbage pile up before it
 * collects (on this 24 GB machine it may grow the heap to gigabytes), so resident memory climbs
 * for minutes on a server that keeps nothing: soaks read +11 to +17 % over 60 s while the heap
 * after a full collection stayed at 109–113 MB for four minutes.
 */
const SAMPLE_MS = 2_000;

const file = process.env.MEMORY_PROBE_FILE;
const collect = (globalThis as { gc?: () => void }).gc;
if (!file) throw new Error('bench-memory-probe: set MEMORY_PROBE_FILE');
if (!collect) throw new Error('bench-memory-probe: start node with --expose-gc');

setInterval(() => {
  collect();
  const usage = process.memoryUsage();
  const line = {
    time: Date.now(),
    heapMb: usage.heapUsed / 2 ** 20,
    externalMb: usage.external / 2 ** 20,
    rssMb: usage.rss / 2 ** 20,
  };
  appendFileSync(file, `${JSON.stringify(line)}\n`);
}, SAMPLE_MS).unref();
