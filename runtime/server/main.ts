import './production-env.ts';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { backendFromConfig } from './backend-from-config.ts';
import { readConfig } from './config.ts';
import { createLogger, setLogger } from './logger.ts';
import { sectionCheckFromBuild } from './section-check.server.ts';
import { createStorefrontApp } from './storefront-app.ts';

/** Production server: the built storefront, its assets and `/api` on one port (DESIGN decision 2). */
async function main(): Promise<void> {
  const config = readConfig();
  setLogger(createLogger(config.logLevel));
  for (const warning of config.warnings) console.warn(`Warning: ${warning}`);
  const build = (await import(pathToFileURL(resolve('build/server/index.js')).href)) as ServerBuild;
  const { backend, close, adminToken, generatedToken } = await backendFromConfig(
    config,
    sectionCheckFromBuild(build),
  );
  const app = createStorefrontApp({ build, backend, config, clientDir: 'build/client' });

  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    console.log(`Storefront ready at http://localhost:${info.port}`);
    console.log(
      config.apiUrl
        ? `API: proxied to ${config.apiUrl}`
        : `API: embedded reference API (${config.databaseUrl ? 'PostgreSQL' : config.dataDir})`,
    );
    if (generatedToken && adminToken)
      console.log(`Admin token (set ADMIN_TOKEN to choose one): ${adminToken}`);
  });

  const shutdown = () => {
    server.close();
    void close().finally(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
