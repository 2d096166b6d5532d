import type { AriaRole } from 'react';
import type { SectionPreset } from '../registry/index.ts';

/** The props of a section's named preset, so every story is built from the presets the editor offers. */
export function presetArgs<P>(
  definition: { key: string; presets?: readonly SectionPreset<P>[] },
  name: string,
): P {
  const preset = definition.presets?.find((p) => p.name === name);
  if (!preset) throw new Error(`Section "${definition.key}" has no preset named "${name}".`);
  return preset.props;
}

/** One thing a story shows (or, in `hides`, must not show). */
export type Shown =
  /** Text a shopper reads (scripts excluded, whitespace collapsed). */
  | string
  /** An element with this role and, if given, this accessible name. */
  | { role: AriaRole; name?: string | RegExp; level?: number }
  /** A link to exactly this address. */
  | { href: string }
  /** An image loading this source, decorative ones (`alt=""`) included. */
  | { image: string }
  /** The section's own element is this tall (computed style, e.g. `32px`). */
  | { height: string };

/** What a story shows, derived from its args and the fixtures it renders with. */
export interface StoryExpectations {
  /** Each is in the rendered story. Never empty: every preset shows something. */
  shows: readonly [Shown, ...Shown[]];
  /** None is: what the preset turns off. @default [] */
  hides?: readonly Shown[];
}

/**
 * Story `parameters` naming what the story shows; sections/stories.test.tsx renders every story
 * and checks them: `parameters: showing({ shows: [{ role: 'heading', name: args.heading }] })`.
 */
export function showing(expectations: StoryExpectations): { expectations: StoryExpectations } {
  return { expectations };
}

/**
 * What an HTML prop shows: each of its headings (by level and text) and all of its text. For
 * rich-text presets, whose words live in markup.
 */
export function htmlShows(html: string): [Shown, ...Shown[]] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const text = (body.textContent ?? '').replace(/\s+/g, ' ').trim();
  const headings = [...body.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => ({
    role: 'heading' as const,
    name: (heading.textContent ?? '').trim(),
    level: Number(heading.tagName.slice(1)),
  }));
  return [text, ...headings];
}
