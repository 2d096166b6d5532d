import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createServer as createViteServer } from 'vite';
import { API_PREFIX } from '../../schemas/api/endpoint.ts';
import { backendFromConfig } from './backend-from-config.ts';
import { readConfig } from './config.ts';
import { createLogger, setLogger } from './logger.ts';
import { sectionCheckFromBuild } from './section-check.server.ts';
import { createStorefrontApp } from './storefront-app.ts';

/** Development server: the same app as production, with Vite serving modules and hot updates. */
async function main(): Promise<void> {
  const config = readConfig();
  setLogger(createLogger(config.logLevel));
  for (const warning of config.warnings) console.warn(`Warning: ${warning}`);
  const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });
  const build = () =>
    vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  const { backend, adminToken, generatedToken } = await backendFromConfig(
    config,
    sectionCheckFromBuild(build),
  );
  const app = createStorefrontApp({
    build,
    backend,
    config,
    mode: 'development',
  });
  const listener = getRequestListener(app.fetch);
  createServer((req, res) => {
    if (req.url?.startsWith(`${API_PREFIX}/`)) return void listener(req, res);
    vite.middlewares(req, res, () => void listener(req, res));
  }).listen(config.port, () => {
    console.log(`Storefront (dev) at http://localhost:${config.port}`);
    if (generatedToken && adminToken) console.log(`Admin token: ${adminToken}`);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
