import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview.tsx';
import { expectStoryShowsWhatItSays, type RenderableStory } from '../../sections/story-check.tsx';
import { richTextCard } from './sections/rich-text/index.ts';
import { storeHours } from './sections/store-hours/index.ts';

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
const storiesOf = (module: StoryModule) =>
  Object.entries(composeStories(module)) as unknown as [string, RenderableStory][];
const modules = import.meta.glob<StoryModule>('./sections/**/*.stories.tsx', { eager: true });

describe('the example theme’s stories', () => {
  it('exist for each of its sections, one story per preset', () => {
    const stories = Object.values(modules).flatMap(storiesOf);
    const presets = [...(storeHours.presets ?? []), ...(richTextCard.presets ?? [])];
    expect(Object.keys(modules)).toHaveLength(2);
    expect(stories).toHaveLength(presets.length);
  });

  for (const [file, module] of Object.entries(modules)) {
    for (const [name, Story] of storiesOf(module)) {
      it(`${file} › ${name} shows what its preset says`, async () => {
        await expectStoryShowsWhatItSays(Story);
      });
    }
  }
});
