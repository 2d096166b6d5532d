import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect } from 'vitest';

/** What a test that hydrates server HTML works with (see {@link hydrationHarness}). */
export interface HydrationHarness {
  /** This test's container, in the document. */
  readonly container: HTMLElement;
  /**
   * Puts `html` (the "server's") in the container and hydrates `page` over it; `meanwhile` is what
   * the shopper does to the server HTML before the page's script runs.
   */
  hydrate(
    html: string,
    page: ReactNode,
    meanwhile?: (container: HTMLElement) => void,
  ): Promise<Root>;
}

/**
 * For tests that hydrate server HTML (decisions 0011, 0014, 0017): registers, in the calling test
 * file, a fresh container in the document for each test and, after each, the check that React never
 * recovered from a hydration error by throwing server HTML away, then unmounts.
 */
export function hydrationHarness(): HydrationHarness {
  let container: HTMLElement | undefined;
  let root: Root | undefined;
  let recoverableErrors: unknown[] = [];

  beforeEach(() => {
    recoverableErrors = [];
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    expect(recoverableErrors).toEqual([]);
    act(() => root?.unmount());
    root = undefined;
    container?.remove();
  });

  const current = (): HTMLElement => {
    if (!container) throw new Error('hydrationHarness: the container exists during a test only');
    return container;
  };
  return {
    get container() {
      return current();
    },
    async hydrate(html, page, meanwhile) {
      const into = current();
      into.innerHTML = html;
      meanwhile?.(into);
      await act(async () => {
        root = hydrateRoot(into, page, {
          onRecoverableError: (error) => recoverableErrors.push(error),
        });
      });
      return root as Root;
    },
  };
}
