import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../.storybook/preview.tsx';
import { builtinSections } from './index.ts';
import type { Shown, StoryExpectations } from './story-presets.ts';

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
type RenderableStory = (() => React.ReactElement) & {
  parameters?: { expectations?: StoryExpectations };
  play?: (context: { canvasElement: HTMLElement }) => Promise<void> | void;
};
const storiesOf = (module: StoryModule) =>
  Object.entries(composeStories(module)) as unknown as [string, RenderableStory][];
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

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

describe('section stories', () => {
  it('exist for every built-in section, one story per preset', () => {
    const storyCount = Object.values(modules).reduce(
      (count, module) => count + storiesOf(module).length,
      0,
    );
    const presetCount = builtinSections.reduce(
      (count, section) => count + (section.presets?.length ?? 0),
      0,
    );
    expect(Object.keys(modules)).toHaveLength(builtinSections.length);
    expect(storyCount).toBe(presetCount);
  });

  for (const [file, module] of Object.entries(modules)) {
    for (const [name, Story] of storiesOf(module)) {
      it(`${file} › ${name} shows what its preset says`, async () => {
        const expectations = Story.parameters?.expectations;
        expect(expectations, 'the story names what it shows: parameters: showing(…)').toBeDefined();
        const { container } = render(<Story />);
        await Story.play?.({ canvasElement: container });
        // sections that load data show it once their queries answer
        for (const shown of expectations?.shows ?? []) {
          await waitFor(() =>
            expect(matches(container, shown), `shows ${described(shown)}`).not.toEqual([]),
          );
        }
        for (const hidden of expectations?.hides ?? []) {
          expect(matches(container, hidden), `hides ${described(hidden)}`).toEqual([]);
        }
      });
    }
  }
});
