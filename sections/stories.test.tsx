import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import preview from '../.storybook/preview.tsx';
import { builtinSections } from './index.ts';
import { expectStoryShowsWhatItSays, type RenderableStory } from './story-check.tsx';

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
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
      it(`${file} › ${name} shows what its preset says`, async () => {
        await expectStoryShowsWhatItSays(Story);
      });
    }
  }
});
