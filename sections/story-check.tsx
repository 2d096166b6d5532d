import { render, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { Shown, StoryExpectations } from './story-presets.ts';

/** A composed story (`composeStories`), as the story tests render it. */
export type RenderableStory = (() => React.ReactElement) & {
  parameters?: { expectations?: StoryExpectations };
  play?: (context: { canvasElement: HTMLElement }) => Promise<void> | void;
};

/** The text a shopper reads in `container`: no scripts (JSON-LD) or styles, spaces collapsed. */
function visibleText(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('script, style, template')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ');
}

/**
 * The elements in `container` matching `shown`, as an array (empty when there are none). Elements
 * count whether or not CSS hides them: jsdom applies no media queries, so what a breakpoint hides
 * is unknown here (the e2e specs look at 1280 and 390 px); what a preset turns off is not rendered.
 */
function matches(container: HTMLElement, shown: Shown): Element[] {
  const scope = within(container);
  if (typeof shown === 'string') {
    return visibleText(container).includes(shown.replace(/\s+/g, ' ')) ? [container] : [];
  }
  if ('role' in shown) {
    return scope.queryAllByRole(shown.role, {
      hidden: true,
      ...(shown.name !== undefined && { name: shown.name }),
      ...(shown.level !== undefined && { level: shown.level }),
    });
  }
  if ('href' in shown) {
    return scope
      .queryAllByRole('link', { hidden: true })
      .filter((link) => link.getAttribute('href') === shown.href);
  }
  if ('image' in shown) {
    return [...container.querySelectorAll('img')].filter((image) =>
      image.getAttribute('src')?.startsWith(shown.image),
    );
  }
  const own = container.firstElementChild;
  return own && getComputedStyle(own).height === shown.height ? [own] : [];
}

const described = (shown: Shown) => (typeof shown === 'string' ? shown : JSON.stringify(shown));

/**
 * Renders a composed story and expects what its `parameters: showing(…)` names: each of `shows`
 * appears (sections that load data show it once their queries answer), none of `hides` does.
 * The built-in stories (sections/stories.test.tsx), a theme's and a scaffolded section's use it.
 */
export async function expectStoryShowsWhatItSays(Story: RenderableStory): Promise<void> {
  const expectations = Story.parameters?.expectations;
  expect(expectations, 'the story names what it shows: parameters: showing(…)').toBeDefined();
  const { container } = render(<Story />);
  await Story.play?.({ canvasElement: container });
  for (const shown of expectations?.shows ?? []) {
    await waitFor(() =>
      expect(matches(container, shown), `shows ${described(shown)}`).not.toEqual([]),
    );
  }
  for (const hidden of expectations?.hides ?? []) {
    expect(matches(container, hidden), `hides ${described(hidden)}`).toEqual([]);
  }
}
