import type { Locator } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Waits until React owns `locator`'s element: a click or keystroke before hydration would land on
 * server HTML without handlers. The element is first scrolled into view, as a shopper reaches it:
 * sections below the first screen hydrate only when they near the viewport (decision 0011).
 */
export async function hydrated(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))),
    )
    .toBe(true);
}

/** Whether React owns `locator`'s element now (no waiting): server HTML not hydrated yet is not. */
export async function isHydrated(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) =>
    Object.keys(element).some((key) => key.startsWith('__react')),
  );
}

/**
 * Reaches for `locator` as a shopper tabbing to it does (focus), then waits until React owns it:
 * parts of a page that load on intent (decision 0017: the product page's details) hydrate only
 * once the shopper reaches for them.
 */
export async function reached(locator: Locator): Promise<void> {
  await locator.focus();
  await hydrated(locator);
}
