import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3107);
// A second storefront, on its own in-memory store, for the tests that switch store-wide state.
const STATE_PORT = Number(process.env.E2E_STATE_PORT ?? PORT + 2);
export const ADMIN_TOKEN = 'e2e-admin-token';
// The example editor (examples/editor) on its own origin, allowed by the storefront's EDITOR_ORIGINS.
const EDITOR_PORT = Number(process.env.E2E_EDITOR_PORT ?? 3108);
export const EDITOR_URL = `http://localhost:${EDITOR_PORT}`;

/**
 * Browser state with cookie consent already given (necessary cookies only), so the consent banner
 * does not cover what other specs click. The format is the consent store's (runtime/consent).
 */
function consentDecided() {
  const choice = { state: { preferences: [{ id: 'necessary', accepted: true }] }, version: 1 };
  return {
    cookies: [
      {
        name: 'sf_cookie_consent',
        value: encodeURIComponent(JSON.stringify(choice)),
        domain: 'localhost',
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      },
    ],
    origins: [],
  };
}

// Flags that let Chromium run headless in a container with no outside network (DESIGN §5).
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'reports/playwright' }]]
    : 'list',
  outputDir: 'reports/test-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(process.env.CHROME_PATH ? { executablePath: process.env.CHROME_PATH } : {}),
      args: CHROMIUM_ARGS,
    },
  },
  // Tests tagged @store-state switch store-wide settings (gates, licence, plugins, indexing) that
  // every page would see. They run in their own project against their own server and store, one
  // at a time, so the other specs never meet a locked or unlicensed shop. Every test starts with
  // a decided cookie consent, so the banner stays out of the way; the consent spec starts
  // without one.
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], storageState: consentDecided() },
      grepInvert: /@store-state/,
    },
    {
      name: 'store-state',
      use: {
        ...devices['Desktop Chrome'],
        storageState: consentDecided(),
        baseURL: `http://localhost:${STATE_PORT}`,
      },
      grep: /@store-state/,
      workers: 1,
    },
  ],
  webServer: [
    {
      command: 'node --import tsx runtime/server/main.ts',
      url: `http://localhost:${PORT}/api/storefront/all`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      env: {
        PORT: String(PORT),
        DATA_DIR: 'memory://',
        ADMIN_TOKEN,
        OTP_FIXED_CODE: '1234',
        NODE_ENV: 'production',
        EDITOR_ORIGINS: EDITOR_URL,
        // warnings and errors only: a line per request would bury the test report
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: 'node --import tsx runtime/server/main.ts',
      url: `http://localhost:${STATE_PORT}/api/storefront/all`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      env: {
        PORT: String(STATE_PORT),
        DATA_DIR: 'memory://',
        ADMIN_TOKEN,
        OTP_FIXED_CODE: '1234',
        NODE_ENV: 'production',
        EDITOR_ORIGINS: EDITOR_URL,
        // warnings and errors only: a line per request would bury the test report
        LOG_LEVEL: 'warn',
      },
    },
    {
      // built once and served as static files: fast, and the same bundle a store owner would run
      command: `npx vite build --config examples/editor/vite.config.ts --logLevel warn && npx vite preview --config examples/editor/vite.config.ts --port ${EDITOR_PORT} --strictPort`,
      url: EDITOR_URL,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      // both shops: the store-state specs edit the second one's settings (`?storefront=`)
      env: {
        STOREFRONT_URL: `http://localhost:${PORT},http://localhost:${STATE_PORT}`,
        EDITOR_PORT: String(EDITOR_PORT),
      },
    },
  ],
});
