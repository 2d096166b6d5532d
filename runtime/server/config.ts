import { parseOriginList } from '../../editor-bridge/origins.ts';
import { parseTrustProxy } from '../../examples/api/http/client-info.ts';
import { storeOrigin } from '../../examples/api/http/store-url.ts';
import type { RuntimeConfig } from './load-context.ts';
import { type LogLevel, parseLogLevel } from './logger.ts';
import { DEFAULT_PAGE_CACHE } from './page-cache.ts';
import { DEFAULT_PAGE_STORE_BYTES } from './page-store.ts';

/** Everything the server reads from the environment, read once at start. */
export interface ServerConfig extends RuntimeConfig {
  port: number;
  /** A commerce platform to use instead of the embedded reference API. */
  apiUrl: string | null;
  /** PGlite folder of the embedded API. @default '.data/pglite' */
  dataDir: string;
  databaseUrl: string | null;
  adminToken: string | null;
  /**
   * Every one-time code the embedded API sends is this 4-digit code (tests and demos only: anyone
   * can then sign in as anyone). `null` when unset, and always when `apiUrl` is set.
   */
  otpFixedCode: string | null;
  /**
   * The shop's public URL (STORE_URL), the origin of links in e-mails the embedded API sends.
   * @default `http://localhost:<port>`
   */
  storeUrl: string;
  trustProxy: number;
  /** How much the server logs (LOG_LEVEL): `fatal` … `trace`, or `silent`. @default 'info' */
  logLevel: LogLevel;
  /**
   * Seconds a shopper-independent API answer is served from the server's cache before it is asked
   * for again (SHARED_CACHE_TTL; 0 turns the cache off). Then it is served stale for up to a minute
   * while one refresh runs. Admin writes through this server forget what they change at once.
   * @default 10
   */
  sharedCacheTtlSeconds: number;
  /**
   * Bytes of anonymous pages each process keeps to answer the next visitor without a render
   * (PAGE_STORE_MB, in MiB; 0 turns it off, as does SHARED_CACHE_TTL=0). Counted uncompressed:
   * a page's brotli and gzip copies, made as visitors take them, add about 40 % on top. A page is
   * kept while the answers it shows are fresh, and admin writes forget it
   * (runtime/server/page-store.ts).
   * @default 32 MiB
   */
  pageStoreBytes: number;
  /**
   * Server processes (WEB_CONCURRENCY), each on all of the port (node:cluster). More than one
   * needs `API_URL` or `DATABASE_URL`: the embedded PGlite database belongs to one process.
   * @default 1
   */
  webConcurrency: number;
  /**
   * Where the shipped purger sends Varnish `BAN` requests naming the surrogate keys an admin
   * write changed (CDN_PURGE_URL, runtime/server/purger.ts); `null` purges nothing.
   */
  cdnPurgeUrl: string | null;
  /** Lines to print at start about settings that are risky or have no effect. */
  warnings: string[];
}

/** The example editor (`npm run editor`) is allowed by default so the demo works out of the box. */
export const DEFAULT_EDITOR_ORIGINS = ['http://localhost:3001', 'http://127.0.0.1:3001'];

// Exact origins only: 'null', wildcards and URLs with a path are refused (editor-bridge/origins.ts).
function origins(value: string | undefined): string[] {
  if (value === undefined) return DEFAULT_EDITOR_ORIGINS;
  return parseOriginList(value);
}

/** Reads the server configuration; a malformed value fails at start with a message naming it. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  let editorOrigins: string[];
  try {
    editorOrigins = origins(env.EDITOR_ORIGINS);
  } catch (error) {
    throw new Error(
      `EDITOR_ORIGINS must be a comma-separated list of origins, got "${env.EDITOR_ORIGINS}": ${(error as Error).message}`,
    );
  }
  const apiUrl = env.API_URL?.trim() || null;
  const otpFixedCode = env.OTP_FIXED_CODE?.trim() || null;
  if (otpFixedCode !== null && !/^\d{4}$/.test(otpFixedCode)) {
    throw new Error(`OTP_FIXED_CODE must be exactly 4 digits, got "${env.OTP_FIXED_CODE}"`);
  }
  const storeUrl = env.STORE_URL?.trim() || `http://localhost:${port}`;
  storeOrigin(storeUrl); // a start-up error naming STORE_URL when it is not a URL
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  let cspScriptHosts: string[] = [];
  try {
    cspScriptHosts = env.CSP_SCRIPT_HOSTS?.trim() ? parseOriginList(env.CSP_SCRIPT_HOSTS) : [];
  } catch (error) {
    throw new Error(
      `CSP_SCRIPT_HOSTS must be a comma-separated list of origins, got "${env.CSP_SCRIPT_HOSTS}": ${(error as Error).message}`,
    );
  }
  const sharedCacheTtlSeconds = Number(env.SHARED_CACHE_TTL?.trim() || 10);
  if (!Number.isFinite(sharedCacheTtlSeconds) || sharedCacheTtlSeconds < 0)
    throw new Error(`SHARED_CACHE_TTL must be a number of seconds, got "${env.SHARED_CACHE_TTL}"`);
  const pageStoreMb = Number(env.PAGE_STORE_MB?.trim() || DEFAULT_PAGE_STORE_BYTES / 1024 / 1024);
  if (!Number.isFinite(pageStoreMb) || pageStoreMb < 0)
    throw new Error(`PAGE_STORE_MB must be a number of MiB, got "${env.PAGE_STORE_MB}"`);
  let webConcurrency = Number(env.WEB_CONCURRENCY?.trim() || 1);
  if (!Number.isInteger(webConcurrency) || webConcurrency < 1)
    throw new Error(
      `WEB_CONCURRENCY must be a whole number of processes, got "${env.WEB_CONCURRENCY}"`,
    );
  const seconds = (name: string, fallback: number) => {
    const value = Number(env[name]?.trim() || fallback);
    if (!Number.isInteger(value) || value < 0)
      throw new Error(`${name} must be a whole number of seconds, got "${env[name]}"`);
    return value;
  };
  const pageCache = {
    sMaxAge: seconds('PAGE_S_MAXAGE', DEFAULT_PAGE_CACHE.sMaxAge),
    staleWhileRevalidate: seconds('PAGE_SWR', DEFAULT_PAGE_CACHE.staleWhileRevalidate),
  };
  const cdnPurgeUrl = env.CDN_PURGE_URL?.trim() || null;
  if (cdnPurgeUrl !== null && !/^https?:\/\/[^/]/.test(cdnPurgeUrl))
    throw new Error(`CDN_PURGE_URL must be an absolute http(s) URL, got "${env.CDN_PURGE_URL}"`);
  const warnings: string[] = [];
  if (webConcurrency > 1 && !apiUrl && !env.DATABASE_URL?.trim()) {
    warnings.push(
      `WEB_CONCURRENCY=${webConcurrency} is ignored: the embedded PGlite database belongs to one process. Set DATABASE_URL (PostgreSQL) or API_URL to run several.`,
    );
    webConcurrency = 1;
  }
  if (otpFixedCode !== null) {
    warnings.push(
      apiUrl
        ? 'OTP_FIXED_CODE is ignored: API_URL is set, so the embedded API that would use it does not run.'
        : `OTP_FIXED_CODE is set: every one-time code is ${otpFixedCode}, so anyone can sign in as anyone. Tests and demos only, never a real shop.`,
    );
  }
  return {
    port,
    apiUrl,
    dataDir: env.DATA_DIR?.trim() || '.data/pglite',
    databaseUrl: env.DATABASE_URL?.trim() || null,
    adminToken: env.ADMIN_TOKEN?.trim() || null,
    otpFixedCode: apiUrl ? null : otpFixedCode,
    storeUrl,
    trustProxy,
    cspScriptHosts,
    logLevel: parseLogLevel(env.LOG_LEVEL),
    sharedCacheTtlSeconds,
    pageStoreBytes: Math.round(pageStoreMb * 1024 * 1024),
    pageCache,
    cdnPurgeUrl,
    webConcurrency,
    serverTiming: env.SERVER_TIMING === '1',
    warnings,
    editorOrigins,
  };
}
