// `npm run api`: the reference commerce API on its own port.
//   API_PORT (default 3100), DATA_DIR (default .data/pglite), DATABASE_URL, ADMIN_TOKEN
//   OTP_FIXED_CODE  every one-time code is this 4-digit code (tests, demos; never in production)
//   ALLOWED_ORIGINS comma-separated origins that may POST/PUT/DELETE besides the API's own
//   STORE_URL       the shop's public URL, for links in e-mails (default http://localhost:3000)
//   TRUST_PROXY     proxies in front whose X-Forwarded-For is believed: false (default), true, n
//   --reset  replace the stored data with the demo store before serving
//   --exit   reset and exit without serving (`npm run db:reset`)
import { serve } from '@hono/node-server';
import { parseTrustProxy } from './http/client-info.ts';
import { createReferenceApi } from './index.ts';

const args = new Set(process.argv.slice(2));
const exitAfterReset = args.has('--exit');
const reset = exitAfterReset || args.has('--reset');
const env = (name: string) => {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
};

const port = Number(env('API_PORT') ?? 3100);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`API_PORT must be a port number, got "${env('API_PORT')}"`);
  process.exit(1);
}

const dataDir = env('DATA_DIR');
const databaseUrl = env('DATABASE_URL');
const givenToken = env('ADMIN_TOKEN');
const otpFixedCode = env('OTP_FIXED_CODE');
const storeUrl = env('STORE_URL');
let trustProxy: number;
try {
  trustProxy = parseTrustProxy(env('TRUST_PROXY'));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const allowedOrigins = (env('ALLOWED_ORIGINS') ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter((origin) => origin !== '');

const api = await createReferenceApi({
  reset,
  ...(dataDir === undefined ? {} : { dataDir }),
  ...(databaseUrl === undefined ? {} : { databaseUrl }),
  ...(givenToken === undefined ? {} : { adminToken: givenToken }),
  ...(otpFixedCode === undefined ? {} : { otpFixedCode }),
  ...(storeUrl === undefined ? {} : { storeUrl }),
  allowedOrigins,
  trustProxy,
});

if (otpFixedCode !== undefined) {
  console.warn(
    'OTP_FIXED_CODE is set: every one-time code is the same. Never use it in production.',
  );
}

if (exitAfterReset) {
  await api.close();
  console.log(
    `Database reset to the demo store (${databaseUrl === undefined ? (dataDir ?? '.data/pglite') : 'DATABASE_URL'}).`,
  );
  process.exit(0);
}

const server = serve({ fetch: api.app.fetch, port }, (info) => {
  console.log(`Reference API listening on http://localhost:${info.port}/api`);
  if (givenToken === undefined) {
    console.log(`Admin token (set ADMIN_TOKEN to choose one): ${api.adminToken}`);
  }
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  server.close(() => {
    api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Closing the database failed', error);
        process.exit(1);
      },
    );
  });
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
