import { spawnSync } from 'node:child_process';
import { ensureChromium } from './find-browser.ts';

/**
 * `npm run test:e2e`: finds (or installs) a Chromium, builds the storefront, and runs Playwright
 * against the built server with the embedded reference API on a fresh in-memory database.
 * Extra arguments go to Playwright (`npm run test:e2e -- tests/e2e/foundation.spec.ts`).
 */
const chrome = ensureChromium();
const env = { ...process.env, CHROME_PATH: chrome };

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.argv.includes('--no-build')) run('npm', ['run', 'build']);
run('npx', ['playwright', 'test', ...process.argv.slice(2).filter((arg) => arg !== '--no-build')]);
