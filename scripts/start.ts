import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm start`: builds when the build is missing or older than the sources, then starts the
 * production server (storefront + embedded API on one port).
 */
const SOURCES = [
  'runtime',
  'sections',
  'registry',
  'schemas',
  'themes',
  'editor-bridge',
  'package.json',
  'vite.config.ts',
  'react-router.config.ts',
];
const BUILD_MARKER = 'build/server/index.js';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const builtAt = existsSync(BUILD_MARKER) ? statSync(BUILD_MARKER).mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map(newestMtime));
if (builtAt < changedAt || process.argv.includes('--rebuild')) {
  console.log(
    builtAt ? 'Sources changed since the last build; building…' : 'No build yet; building…',
  );
  run('npm', ['run', 'build']);
}
run(process.execPath, ['--import', 'tsx', 'runtime/server/main.ts']);
