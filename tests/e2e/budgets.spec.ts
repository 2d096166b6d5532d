import { measurePage } from '../budgets/measure.ts';
import { FRAMEWORK, PAGE_BUDGETS } from '../budgets/page-budgets.ts';
import { preparePage } from '../budgets/prepare.ts';
import { expect, test } from './support/fixtures.ts';

// The page budgets of tests/budgets/page-budgets.ts, enforced: every script a first visit fetches
// until the network is idle, in a real browser against the built server.

// a first visit: no cookie consent yet, so the banner's code counts too
test.use({ storageState: { cookies: [], origins: [] } });

test.describe('page budgets', () => {
  for (const budget of PAGE_BUDGETS) {
    test(`${budget.name} (${budget.path}) fetches at most ${budget.maxKb} KB of script beyond the framework`, async ({
      page,
    }) => {
      await preparePage(page, budget.setup);
      const measured = await measurePage(page, budget.path);
      const fetched = measured.scripts.map(
        ({ file, kb }) => `${kb.toFixed(1).padStart(6)} KB  ${file}`,
      );
      expect(new URL(page.url()).pathname, 'the page was not redirected away').toBe(budget.path);
      expect(measured.forbidden, 'modules no shopper page may load').toEqual([]);
      expect(
        measured.strangersInFramework,
        'modules that do not belong in the framework chunk',
      ).toEqual([]);
      expect(measured.frameworkKb, 'the framework chunk, gzip KB').toBeLessThanOrEqual(
        FRAMEWORK.maxKb,
      );
      expect(
        measured.beyondKb,
        `gzip KB beyond the framework; what the page fetched:\n${fetched.join('\n')}`,
      ).toBeLessThanOrEqual(budget.maxKb);
    });
  }
});
