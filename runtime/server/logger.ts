import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { type DestinationStream, type Logger, pino } from 'pino';

// Structured logs (issue 18, point 9): one JSON object a line on stdout, through pino, at the
// level LOG_LEVEL names. Every request gets an id, answered in `X-Request-Id`, written on each of
// its log lines and shown on the 500 page, so a shopper's report finds its lines. Logs never hold
// a query string, a cookie or an authorization header: reset links and tokens travel there.

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The header that carries a request's id, set by `requestLog` on the request and the answer. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** LOG_LEVEL, checked: a start-up error naming it when it is not a level. @default 'info' */
export function parseLogLevel(value: string | undefined): LogLevel {
  const level = value?.trim().toLowerCase() || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  }
  return level as LogLevel;
}

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: null,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: {
        paths: ['headers.cookie', 'headers.authorization', '*.password'],
        censor: '[kept out]',
      },
    },
    destination,
  );
}

const SHARED = Symbol.for('storefront.logger');
type WithLogger = typeof globalThis & { [SHARED]?: Logger };

/**
 * The process's logger, shared by the server and the server build's entry (two bundles, one
 * logger): made at first use from LOG_LEVEL unless `setLogger` set one.
 */
export function logger(): Logger {
  const scope = globalThis as WithLogger;
  scope[SHARED] ??= createLogger(parseLogLevel(process.env.LOG_LEVEL));
  return scope[SHARED];
}

/** Makes `next` the process's logger (start-up, tests). */
export function setLogger(next: Logger): void {
  (globalThis as WithLogger)[SHARED] = next;
}

/**
 * Gives each request an id (a new one: an id sent by the client is not believed) on the request,
 * for the render to show on an error page, and on the answer; logs one line when it is answered:
 * method, path without its query, status and time. Hashed assets log at debug, server errors at
 * error (a 503 at warn).
 */
export function requestLog(log: () => Logger = logger): MiddlewareHandler {
  return async (c, next) => {
    const id = randomUUID();
    const started = performance.now();
    c.req.raw.headers.set(REQUEST_ID_HEADER, id);
    await next();
    c.res.headers.set('X-Request-Id', id);
    const { pathname } = new URL(c.req.url);
    const status = c.res.status;
    const line = {
      reqId: id,
      method: c.req.method,
      path: pathname,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    // the client left before the answer (a closed tab, a preview picture the editor stopped
    // loading): whatever the render made of it, the server did not fail anyone
    if (c.req.raw.signal.aborted) log().info(line, 'request aborted by the client');
    // a 503 is a store in maintenance or an API away, answered as designed: a warning
    else if (status >= 500 && status !== 503) log().error(line, 'request failed');
    else if (status === 503) log().warn(line, 'request unavailable');
    else if (pathname.startsWith('/assets/')) log().debug(line, 'request');
    else log().info(line, 'request');
  };
}
