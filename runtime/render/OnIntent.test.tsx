import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { hydrationHarness } from './hydration-harness.ts';
import { type Anchored, OnIntent } from './OnIntent.tsx';
import { type PartOnIntent, partOnIntent } from './part-on-intent.ts';

interface MenuProps extends Anchored {
  label: string;
}

/** A part with a button that counts its clicks, so a test tells hydrated markup from the server's. */
function Menu({ label, anchor }: MenuProps) {
  const [opened, setOpened] = useState(0);
  return (
    <button id={anchor} type="button" onClick={() => setOpened((n) => n + 1)}>
      {label} {opened}
    </button>
  );
}

/** Lets the test change the header's count, as an added cart item does. */
let setCount: (count: number) => void = () => {};

/** A header that hydrates with the page: a count that follows the cart, and a part that waits. */
function Header({ part }: { part: PartOnIntent<MenuProps> }) {
  const [count, set] = useState(0);
  setCount = set;
  return (
    <header>
      <OnIntent part={part} label="Menu" />
      <output aria-label="Cart count">{count}</output>
    </header>
  );
}

/** The header of one process (the server's or the browser's), counting the part's loads. */
function headerWithPart() {
  const counter = { loads: 0 };
  const part = partOnIntent(async () => {
    counter.loads += 1;
    return { default: Menu };
  });
  return { counter, page: <Header part={part} /> };
}

const harness = hydrationHarness();

async function serverRenderThenHydrate() {
  const { prelude } = await prerender(headerWithPart().page);
  const browser = headerWithPart();
  await harness.hydrate(await new Response(prelude).text(), browser.page);
  return browser.counter;
}

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
const menu = () => screen.getByRole('button', { name: /^Menu/ });

describe('a part of a hydrated section, loaded on intent', () => {
  it('keeps its server markup while the section around it updates, and loads when reached', async () => {
    const counter = await serverRenderThenHydrate();
    const serverButton = menu();
    await settle();
    expect(counter.loads).toBe(0);

    // the header's count follows the cart at once; the waiting part is left as it is
    act(() => setCount(2));
    expect(screen.getByRole('status', { name: 'Cart count' })).toHaveTextContent('2');
    await settle();
    expect(counter.loads).toBe(0);
    expect(menu()).toBe(serverButton);

    // a click before its code arrives is held, then carried out once on the hydrated button
    serverButton.click();
    await settle();
    expect(counter.loads).toBe(1);
    expect(menu()).toBe(serverButton);
    expect(menu()).toHaveTextContent('Menu 1');
  });
});
