import './production-env.ts';
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { backendFromConfig } from './backend-from-config.ts';
import { postgresCacheBus } from './cache-bus.ts';
import { readConfig, type ServerConfig } from './config.ts';
import { createInvalidator, type Invalidator } from './invalidation.ts';
import { createLogger, setLogger } from './logger.ts';
import { EVERY_PAGE_KEY } from './page-cache.ts';
import { createPageStore } from './page-store.ts';
import { varnishPurger } from './purger.ts';
import { sectionCheckFromBuild } from './section-check.server.ts';
import { ALL_TAGS, createSharedCache, DEFAULT_STALE_MS } from './shared-cache.ts';
import { createStorefrontApp } from './storefront-app.ts';

/** Production server: the built storefront, its assets and `/api` on one port (DESIGN decision 2). */
async function serveStorefront(config: ServerConfig): Promise<void> {
  const build = (await import(pathToFileURL(resolve('build/server/index.js')).href)) as ServerBuild;
  const { backend, close, adminToken, generatedToken } = await backendFromConfig(
    config,
    sectionCheckFromBuild(build),
  );
  const sharedCache =
    config.sharedCacheTtlSeconds > 0
      ? createSharedCache({ ttlMs: config.sharedCacheTtlSeconds * 1000 })
      : null;
  // public pages kept in this process: fresh no longer than the answers they show, then answered
  // stale as long as those answers are, while one render refreshes them
  const pages =
    sharedCache && config.pageStoreBytes > 0
      ? createPageStore({ maxBytes: config.pageStoreBytes, staleMs: DEFAULT_STALE_MS })
      : null;
  // the CDN forgets the pages an admin write changed (CDN_PURGE_URL)
  const purger = config.cdnPurgeUrl ? varnishPurger(config.cdnPurgeUrl) : null;
  // with PostgreSQL, every process hears of every admin write (LISTEN/NOTIFY, issue 22)
  let invalidator: Invalidator | undefined;
  const bus =
    config.databaseUrl && !config.apiUrl
      ? postgresCacheBus(config.databaseUrl, {
          onTags: (tags) => invalidator?.invalidate(tags, true),
          onLost: () => {
            sharedCache?.invalidate([ALL_TAGS]);
            pages?.forget([EVERY_PAGE_KEY]);
          },
        })
      : null;
  invalidator = createInvalidator({ cache: sharedCache, pages, purger, bus });
  const app = createStorefrontApp({
    build,
    backend,
    config,
    clientDir: 'build/client',
    sharedCache,
    invalidator,
    pageStore: pages,
  });

  const worker = cluster.isWorker
    ? ` (process ${cluster.worker?.id} of ${config.webConcurrency})`
    : '';
  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    console.log(`Storefront ready at http://localhost:${info.port}${worker}`);
    if (cluster.isWorker && cluster.worker?.id !== 1) return;
    console.log(
      config.apiUrl
        ? `API: proxied to ${config.apiUrl}`
        : `API: embedded reference API (${config.databaseUrl ? 'PostgreSQL' : config.dataDir})`,
    );
    if (generatedToken && adminToken)
      console.log(`Admin token (set ADMIN_TOKEN to choose one): ${adminToken}`);
  });
  // An idle keep-alive connection is closed after 65 s, not Node's 5 s: a client (a CDN, a load
  // balancer, a browser) that reuses a connection just as the server drops it gets ECONNRESET.
  // Proxies keep idle connections up to 60 s, so the server must outlast them.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  const shutdown = () => {
    server.close();
    void Promise.all([close(), bus?.close()]).finally(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

/**
 * WEB_CONCURRENCY=N (with API_URL or DATABASE_URL): N processes share the port (node:cluster).
 * The first starts alone (it migrates and seeds an empty database), then the others; one that
 * dies is replaced. All get one admin token.
 */
function startProcesses(config: ServerConfig): void {
  const env = { ADMIN_TOKEN: config.adminToken ?? randomBytes(32).toString('hex') };
  let stopping = false;
  const fork = () => cluster.fork(env);
  fork().once('listening', () => {
    for (let i = 1; i < config.webConcurrency; i++) fork();
    if (!config.adminToken)
      console.log(`Admin token (set ADMIN_TOKEN to choose one): ${env.ADMIN_TOKEN}`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`Storefront process ${worker.id} ended (${signal ?? code}); starting another`);
    fork();
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

async function main(): Promise<void> {
  const config = readConfig();
  setLogger(createLogger(config.logLevel));
  if (cluster.isPrimary) for (const warning of config.warnings) console.warn(`Warning: ${warning}`);
  if (cluster.isPrimary && config.webConcurrency > 1) startProcesses(config);
  else await serveStorefront(config);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
