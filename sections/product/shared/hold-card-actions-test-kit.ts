import { afterEach, beforeEach, vi } from 'vitest';

const CARD_ACTIONS = './card-actions.ts';

/**
 * For tests of controls whose add-to-cart and wishlist code loads on demand (decision 0012): each
 * test gets fresh modules, so it starts with that code not downloaded. Answers the function that
 * lets it arrive.
 */
export function holdCardActionsEachTest(): () => void {
  let arrive: () => void = () => {};
  beforeEach(() => {
    vi.resetModules();
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    vi.doMock(CARD_ACTIONS, async (importOriginal) => {
      await arrived;
      return importOriginal();
    });
  });
  afterEach(() => {
    vi.doUnmock(CARD_ACTIONS);
  });
  return () => arrive();
}
