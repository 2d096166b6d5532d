import AxeBuilder from '@axe-core/playwright';
import {
  type Browser,
  type BrowserContext,
  test as base,
  type ConsoleMessage,
  expect,
  type Page,
} from '@playwright/test';

/**
 * React's hydration complaints: the development warnings ('Hydration failed', 'did not match',
 * 'didn't match the client') and the production errors #418 (text), #423 (recovered by client
 * rendering) and #425 (text content), with their siblings #419, #421 and #422. They fail a test
 * at any console level, warnings included: a page that hydrates over different HTML is broken.
 */
const HYDRATION =
  /hydrat|did(?: not|n't) match|Minified React error #(?:418|419|421|422|423|425)\b/i;

/** One console error, uncaught exception or hydration complaint seen during a test. */
interface Problem {
  kind: 'console error' | 'uncaught exception' | 'hydration warning';
  text: string;
  /** The page (or script) it came from. */
  where: string;
}

function problemOf(message: ConsoleMessage): Problem | null {
  const text = message.text();
  const where = message.location().url || message.page()?.url() || '';
  if (HYDRATION.test(text)) return { kind: 'hydration warning', text, where };
  if (message.type() === 'error') return { kind: 'console error', text, where };
  return null;
}

const describe = (problem: Problem) =>
  `${problem.kind}: ${problem.text}${problem.where ? ` (${problem.where})` : ''}`;

interface ConsoleGuard {
  watch: (context: BrowserContext) => void;
  allow: (...patterns: RegExp[]) => void;
}

interface ConsoleGuardFixtures {
  /**
   * Console errors this test (or describe block) causes on purpose, e.g. a page it asks for that
   * does not exist: `test.use({ expectedConsoleErrors: [responseError(404, '/no-such-page')] })`.
   * Each pattern is matched against the line the guard reports: `console error: <text> (<url>)`.
   * Any other error, uncaught exception or hydration warning fails the test. @default []
   */
  expectedConsoleErrors: RegExp[];
  /** Names, inside one test, console errors that test causes on purpose. */
  allowConsoleErrors: (...patterns: RegExp[]) => void;
  /**
   * Automatic: watches every browser context the test uses (its `page`, and any it opens with
   * `browser.newContext()` or `browser.newPage()`) and fails the test on a console error, an
   * uncaught exception or a hydration warning that no expected pattern names.
   */
  consoleGuard: ConsoleGuard;
}

/**
 * Every spec imports `test` from here, so no page that renders but logs errors is called done:
 * console errors, uncaught exceptions and React hydration warnings fail the test automatically.
 */
export const test = base.extend<ConsoleGuardFixtures>({
  expectedConsoleErrors: [[], { option: true }],

  consoleGuard: [
    async ({ browser, expectedConsoleErrors }, use, testInfo) => {
      const allowed = [...expectedConsoleErrors];
      const problems: Problem[] = [];
      const watched = new WeakSet<BrowserContext>();
      const watch = (context: BrowserContext) => {
        if (watched.has(context)) return;
        watched.add(context);
        context.on('console', (message) => {
          const problem = problemOf(message);
          if (problem) problems.push(problem);
        });
        context.on('weberror', (webError) => {
          const error = webError.error();
          const text = `${error.name}: ${error.message}`;
          problems.push({
            // production React reports a mismatch by throwing #418/#423/#425 to window.onerror
            kind: HYDRATION.test(text) ? 'hydration warning' : 'uncaught exception',
            text,
            where: webError.page()?.url() ?? '',
          });
        });
      };

      // Contexts a test opens itself (another shopper, a second session) are watched too. The
      // browser is shared by the worker's tests, one at a time, so the wrap is undone afterwards.
      const { newContext, newPage } = browser;
      const opened: Pick<Browser, 'newContext' | 'newPage'> = {
        newContext: async (options) => {
          const context = await newContext.call(browser, options);
          watch(context);
          return context;
        },
        newPage: async (options) => {
          const page = await newPage.call(browser, options);
          watch(page.context());
          return page;
        },
      };
      Object.assign(browser, opened);
      try {
        await use({ watch, allow: (...patterns) => allowed.push(...patterns) });
      } finally {
        Object.assign(browser, { newContext, newPage });
      }

      const unexpected = problems
        .map(describe)
        .filter((line) => !allowed.some((pattern) => pattern.test(line)));
      if (problems.length > 0) {
        await testInfo.attach('console problems', {
          body: problems.map(describe).join('\n'),
          contentType: 'text/plain',
        });
      }
      expect(
        unexpected,
        'console errors, uncaught exceptions or hydration warnings on the page',
      ).toEqual([]);
    },
    { auto: true },
  ],

  allowConsoleErrors: async ({ consoleGuard }, use) => {
    await use(consoleGuard.allow);
  },

  // the test's own context is watched however Playwright opened it
  context: async ({ context, consoleGuard }, use) => {
    consoleGuard.watch(context);
    await use(context);
  },
});

export { expect };

/**
 * The browser's own console line for a response with `status` from `path`, whatever its query
 * (Chromium logs 'Failed to load resource' for every 4xx/5xx answer, documents included), for a
 * test that asks for that answer on purpose: `allowConsoleErrors(responseError(404, '/x'))`.
 */
export function responseError(status: number, path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `^console error: Failed to load resource: the server responded with a status of ${status} \\([^)]*\\) \\(https?://[^/]+${escaped}(?:\\?[^)]*)?\\)$`,
  );
}

/** Asserts axe finds no serious or critical accessibility violation on the current page. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  expect(blocking, 'serious or critical axe violations').toEqual([]);
}
