import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUM = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

function playwrightChromium(): string | null {
  try {
    const path = execFileSync(
      process.execPath,
      ['-e', "process.stdout.write(require('playwright-core').chromium.executablePath())"],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

/** A Chromium to test with: CHROME_PATH, else the system's, else Playwright's own download. */
export function findChromium(): string | null {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return SYSTEM_CHROMIUM.find((path) => existsSync(path)) ?? playwrightChromium();
}

/**
 * Finds a Chromium or installs one: Debian's package when running as root with apt-get (the
 * download of Playwright's own browser is blocked on some networks), else Playwright's.
 */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('No Chromium found; installing Debian chromium…');
    spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
    });
  } else {
    console.log('No Chromium found; installing Playwright chromium…');
    spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  }
  const installed = findChromium();
  if (!installed)
    throw new Error(
      'No Chromium could be found or installed. Set CHROME_PATH to a Chromium binary.',
    );
  return installed;
}
