import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../.storybook/preview.tsx';
import { builtinSections } from './index.ts';

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
type RenderableStory = (() => React.ReactElement) & {
  play?: (context: { canvasElement: HTMLElement }) => Promise<void> | void;
};
const storiesOf = (module: StoryModule) =>
  Object.entries(composeStories(module)) as unknown as [string, RenderableStory][];
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

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
      it(`${file} › ${name} renders content`, async () => {
        const { container } = render(<Story />);
        await Story.play?.({ canvasElement: container });
        expect(container.innerHTML).not.toBe('');
      });
    }
  }
});
