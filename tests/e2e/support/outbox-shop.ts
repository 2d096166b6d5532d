import '../../../runtime/server/production-env.ts';
import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { logDelivery } from '../../../examples/api/data/outbox.ts';
import { createReferenceApi } from '../../../examples/api/index.ts';
import { embeddedBackend } from '../../../runtime/server/api-backend.ts';
import { createStorefrontApp } from '../../../runtime/server/storefront-app.ts';

// A storefront like `npm start`'s (the built app, the embedded reference API on a fresh in-memory
// store, OTP_FIXED_CODE 1234) whose outbox the e2e tests can read: each e-mail and text message
// is appended as a JSON line to OUTBOX_FILE, as the API's own tests read it through `deliver`.
// Started by `startOutboxShop` (outbox.ts); run with `node --import tsx`.

const port = Number(process.env.PORT);
const outboxFile = process.env.OUTBOX_FILE;
if (!Number.isInteger(port) || !outboxFile) throw new Error('PORT and OUTBOX_FILE are required');

const api = await createReferenceApi({
  dataDir: 'memory://',
  otpFixedCode: '1234',
  deliver: (message) => {
    logDelivery(message);
    appendFileSync(outboxFile, `${JSON.stringify(message)}\n`);
  },
});
const build = (await import(pathToFileURL(resolve('build/server/index.js')).href)) as ServerBuild;
const app = createStorefrontApp({
  build,
  backend: embeddedBackend(api.app),
  config: { editorOrigins: [] },
  clientDir: 'build/client',
});
const server = serve({ fetch: app.fetch, port }, () => console.log(`outbox shop ready on ${port}`));
const stop = () => {
  server.close();
  void api.close().finally(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
