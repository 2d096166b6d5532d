// The part of autocannon (which ships no types) that the bench scripts use.
declare module 'autocannon' {
  interface Options {
    url: string;
    /** Concurrent connections. @default 10 */
    connections?: number;
    /** Seconds to run. @default 10 */
    duration?: number;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    headers?: Record<string, string>;
    body?: string;
    /** Requests each connection sends in turn, round and round. */
    requests?: readonly { method?: Options['method']; path: string }[];
  }

  /** A histogram summary: `average`, `p50`, `p99`... */
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }

  interface Result {
    /** Requests per second. */
    requests: Histogram & { total: number };
    /** Milliseconds. */
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
