import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * What makes a component test leave something behind for the next file in its worker:
 * - a server render (react-dom/server): React keeps the context values of a render that has not
 *   finished, and the next file's client render sees them ("a <Router> inside another <Router>");
 * - a hydration of server HTML, whose root lives on in the shared document;
 * - a mocked module, a reset module registry, a stubbed global or environment variable.
 */
const LEAVES_SOMETHING_BEHIND =
  /react-dom\/server|\bprerender\b|hydrateRoot|vi\.(?:mock|doMock|resetModules|stubGlobal|stubEnv)\(/;

const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'build',
  'coverage',
  'reports',
  'storybook-static',
]);

/** Whether `name` is a jsdom test file (not one of the Node or PostgreSQL projects'). */
function isDomTest(name: string): boolean {
  return (
    /\.test\.tsx?$/.test(name) &&
    !name.endsWith('.node.test.ts') &&
    !name.endsWith('.postgres.test.ts')
  );
}

/** What `read` gives, or `fallback` when the file or folder went meanwhile. */
function unlessGone<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
    throw error;
  }
}

// A test that runs vitest itself (a theme's tests) loads this config while other tests add and
// remove their temporary theme folders: a folder or file that goes during the walk is skipped.
function* testFiles(folder: string): Generator<string> {
  for (const entry of unlessGone(() => readdirSync(folder, { withFileTypes: true }), [])) {
    if (entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name)) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* testFiles(path);
    else if (isDomTest(entry.name)) yield path;
  }
}

/**
 * The jsdom test files under `root` that need a fresh environment of their own (vitest.config.ts):
 * found by what they use, so a new test that renders on the server or mocks a module is isolated
 * without anyone listing it. Paths are relative to `root`, with forward slashes.
 */
export function filesNeedingIsolation(root: string = process.cwd()): string[] {
  const found: string[] = [];
  for (const path of testFiles(root)) {
    if (path.includes(join('tests', 'e2e'))) continue;
    if (LEAVES_SOMETHING_BEHIND.test(unlessGone(() => readFileSync(path, 'utf8'), ''))) {
      found.push(relative(root, path).split('\\').join('/'));
    }
  }
  return found.sort();
}
