import { act, fireEvent, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { startTransition, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Registry } from '../../registry/index.ts';
import { SHOPPER_HINT_COOKIE } from '../storefront/shopper-hint.ts';
import { hydrationHarness } from './hydration-harness.ts';
import { preloadSectionComponents } from './section-components.ts';
import { TemplateRenderer } from './TemplateRenderer.tsx';
import { TestIntersectionObserver } from './test-intersection-observer.ts';
import { definitionsOf, threeSectionPage, threeSectionRegistry } from './three-section-page.ts';

/** A section with a counter button, so a test can tell hydrated markup from server markup. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

/**
 * The same three sections twice: the server's and the browser's definitions are distinct
 * objects, as they are in two processes, so the browser side starts with nothing loaded.
 */
/** Which of the three sections hydrate on intent, or on a guest's intent. */
type Hydration = { intent?: readonly string[]; intentForGuests?: readonly string[] };

const counterRegistry = (hydration: Hydration = {}) =>
  threeSectionRegistry((key) => () => <Counter label={key} />, hydration);

const sectionOf = (id: string) => document.querySelector(`[data-section-id="${id}"]`) as Element;
const button = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}`) });
/**
 * Dispatches a shopper's `type` event on `target` as the browser does: outside React's `act`,
 * which would otherwise hold the work React schedules for a section suspended during hydration.
 */
const reach = (target: Element, type: 'pointerover' | 'focusin') =>
  target.dispatchEvent(new Event(type, { bubbles: true }));
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const harness = hydrationHarness();

/** Renders the page on the "server" and hydrates it with fresh browser-side definitions. */
async function serverRenderThenHydrate(hydration: Hydration = {}) {
  const server = counterRegistry(hydration);
  await preloadSectionComponents(definitionsOf(server.registry));
  const browser = counterRegistry(hydration);
  const hydrate = (registry: Registry) => (
    <TemplateRenderer template={threeSectionPage()} registry={registry} />
  );
  const root = await harness.hydrate(
    renderToString(<TemplateRenderer template={threeSectionPage()} registry={server.registry} />),
    hydrate(browser.registry),
  );
  await settle();
  return {
    loads: browser.loads,
    registry: browser.registry,
    rerender: () => root.render(hydrate(browser.registry)),
  };
}

beforeEach(() => {
  TestIntersectionObserver.all = [];
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sections below the first hydrate when needed', () => {
  it('marks every section but the first of the page and the header as hydrating when needed', async () => {
    const { registry } = counterRegistry();
    await preloadSectionComponents(definitionsOf(registry));
    harness.container.innerHTML = renderToString(
      <TemplateRenderer template={threeSectionPage()} registry={registry} />,
    );
    expect(sectionOf('hero-1').getAttribute('data-section-hydrate')).toBeNull();
    expect(sectionOf('reviews-1').getAttribute('data-section-hydrate')).toBe('when-needed');
    expect(sectionOf('footer-1').getAttribute('data-section-hydrate')).toBe('when-needed');
  });

  it("keeps a later section's server HTML, without loading its code, until it nears the viewport", async () => {
    const { loads } = await serverRenderThenHydrate();

    expect(loads.hero).toBe(1);
    expect(loads.reviews).toBe(0);
    expect(loads.footer).toBe(0);
    fireEvent.click(button('hero'));
    expect(button('hero')).toHaveTextContent('hero 1');
    // the shopper sees the server's markup meanwhile
    expect(button('reviews')).toHaveTextContent('reviews 0');

    TestIntersectionObserver.scrollTo(sectionOf('reviews-1'));
    await settle();
    expect(loads.reviews).toBe(1);
    expect(loads.footer).toBe(0);
    fireEvent.click(button('reviews'));
    expect(button('reviews')).toHaveTextContent('reviews 1');
  });

  it('hydrates a section once what it shows is in view, though its wrapper is not (a fixed bar)', async () => {
    const { loads } = await serverRenderThenHydrate();

    // the phone's tab bar is fixed to the viewport while its wrapper sits at the end of the page
    const bar = sectionOf('footer-1').firstElementChild as Element;
    TestIntersectionObserver.scrollTo(bar);
    await settle();
    expect(loads.footer).toBe(1);
    fireEvent.click(button('footer'));
    expect(button('footer')).toHaveTextContent('footer 1');
  });

  it("leaves a fixed bar's section as drawn when only its empty wrapper nears the viewport", async () => {
    const { loads } = await serverRenderThenHydrate();

    // the end of a short page on a wide screen, where the phone's tab bar is not shown at all
    TestIntersectionObserver.scrollTo(sectionOf('footer-1'), { height: 0 });
    await settle();
    expect(loads.footer).toBe(0);
  });

  it('replays a click made before the section hydrated, once', async () => {
    const { loads } = await serverRenderThenHydrate();

    // a mouse points before it clicks: the section is needed, but its code is not there yet
    reach(button('footer'), 'pointerover');
    button('footer').click();
    expect(button('footer')).toHaveTextContent('footer 0');
    await settle();
    expect(loads.footer).toBe(1);
    expect(button('footer')).toHaveTextContent('footer 1');
  });

  it('loads a section as soon as the shopper points at or tabs into it', async () => {
    const { loads } = await serverRenderThenHydrate();

    reach(button('footer'), 'focusin');
    reach(button('reviews'), 'pointerover');
    await settle();
    expect(loads).toEqual({ hero: 1, reviews: 1, footer: 1 });
    fireEvent.click(button('footer'));
    fireEvent.click(button('reviews'));
    expect(button('footer')).toHaveTextContent('footer 1');
    expect(button('reviews')).toHaveTextContent('reviews 1');
  });

  it('leaves a section that hydrates on intent as the server drew it when it is only scrolled to', async () => {
    const { loads } = await serverRenderThenHydrate({ intent: ['footer'] });

    TestIntersectionObserver.scrollTo(sectionOf('footer-1'));
    TestIntersectionObserver.scrollTo(sectionOf('footer-1').firstElementChild as Element);
    await settle();
    expect(loads.footer).toBe(0);
    expect(button('footer')).toHaveTextContent('footer 0');

    // tabbing into it loads it; a click meanwhile is replayed once it has hydrated
    reach(button('footer'), 'focusin');
    button('footer').click();
    await settle();
    expect(loads.footer).toBe(1);
    expect(button('footer')).toHaveTextContent('footer 1');
  });

  it('leaves even the first section as the server drew it when it hydrates on intent', async () => {
    const { loads } = await serverRenderThenHydrate({ intent: ['hero'] });
    expect(sectionOf('hero-1').getAttribute('data-section-hydrate')).toBe('when-needed');
    expect(loads.hero).toBe(0);
    expect(button('hero')).toHaveTextContent('hero 0');

    // pointing at it loads it; a click meanwhile is replayed once it has hydrated
    reach(button('hero'), 'pointerover');
    button('hero').click();
    await settle();
    expect(loads.hero).toBe(1);
    expect(button('hero')).toHaveTextContent('hero 1');
  });

  describe('a section that fills in the shopper’s own (a product grid’s hearts)', () => {
    afterEach(() => {
      Cookies.remove(SHOPPER_HINT_COOKIE);
    });

    it('waits for a guest’s intent, even as the first section', async () => {
      const { loads } = await serverRenderThenHydrate({ intentForGuests: ['hero', 'reviews'] });
      expect(sectionOf('hero-1').getAttribute('data-section-hydrate')).toBe('when-needed');

      TestIntersectionObserver.scrollTo(sectionOf('reviews-1'));
      await settle();
      expect(loads).toMatchObject({ hero: 0, reviews: 0 });

      reach(button('reviews'), 'pointerover');
      button('reviews').click();
      await settle();
      expect(loads.reviews).toBe(1);
      expect(button('reviews')).toHaveTextContent('reviews 1');
    });

    it('hydrates near the viewport in a browser that holds the shopper’s own', async () => {
      Cookies.set(SHOPPER_HINT_COOKIE, '1');
      const { loads } = await serverRenderThenHydrate({ intentForGuests: ['reviews'] });

      TestIntersectionObserver.scrollTo(sectionOf('reviews-1'));
      await settle();
      expect(loads.reviews).toBe(1);
    });
  });

  it('hydrates in place when a client navigation reaches a waiting section', async () => {
    const { loads, registry, rerender } = await serverRenderThenHydrate();
    const serverButton = button('footer');

    // as the page route's clientLoader does: the next page's chunks load before it renders, and
    // React Router renders it as a transition
    await preloadSectionComponents(definitionsOf(registry, ['footer']));
    await act(async () => startTransition(rerender));
    await settle();
    expect(loads.footer).toBe(1);
    // hydrated in place: the very element the server rendered now answers clicks
    expect(button('footer')).toBe(serverButton);
    fireEvent.click(serverButton);
    expect(serverButton).toHaveTextContent('footer 1');
  });
});
