import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../.storybook/preview.tsx';

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
type RenderableStory = (() => React.ReactElement) & {
  play?: (context: { canvasElement: HTMLElement }) => Promise<void> | void;
};
const storiesOf = (module: StoryModule) =>
  Object.entries(composeStories(module)) as unknown as [string, RenderableStory][];
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

describe('theme stories', () => {
  it('exist for every UI primitive', () => {
    const names = Object.keys(modules).map((file) => file.replace(/^.*\/|\.stories\.tsx$/g, ''));
    expect(names).toEqual(
      expect.arrayContaining([
        'Button',
        'Dialog',
        'Drawer',
        'Image',
        'Price',
        'Rating',
        'Skeleton',
        'VisuallyHidden',
      ]),
    );
  });

  for (const [file, module] of Object.entries(modules)) {
    for (const [name, Story] of storiesOf(module)) {
      it(`${file} › ${name} renders`, async () => {
        const { container } = render(<Story />);
        await Story.play?.({ canvasElement: container });
        expect(document.body.innerHTML).not.toBe('');
      });
    }
  }
});
