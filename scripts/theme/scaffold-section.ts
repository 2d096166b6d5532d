import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { THEME_CONFIG_FILE } from './theme-config-path.ts';

const KEY_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** What to scaffold, and where. */
export interface ScaffoldOptions {
  /** The section key, lowercase words joined by dashes: `opening-times`. */
  key: string;
  /** The repository root (where `registry/` and `themes/` are). */
  root: string;
  /**
   * The theme folder (holding `storefront.config.ts`), relative to `root`. The root itself means a
   * built-in section: `sections/<group>/<key>/`, registered in `sections/index.ts`. @default '.'
   */
  theme?: string;
  /** The editor group. @default 'content' */
  group?: string;
  /** The editor title. @default the key in words: 'Opening times' */
  title?: string;
}

/** What the scaffolder wrote. */
export interface ScaffoldResult {
  /** The section's folder, relative to the root. */
  folder: string;
  /** Every file written or changed, relative to the root. */
  files: string[];
}

const pascal = (key: string) =>
  key.replace(/(?:^|-)([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
const camel = (key: string) => pascal(key).replace(/^./, (letter) => letter.toLowerCase());
const words = (key: string) => key.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
const posix = (path: string) => path.split(sep).join('/');

/** `to` as an import specifier from a file in `from` (a folder). */
const importPath = (from: string, to: string) => {
  const path = posix(relative(from, to));
  return path.startsWith('.') ? path : `./${path}`;
};

function sectionFiles(key: string, title: string, group: string, folder: string, root: string) {
  const name = pascal(key);
  const id = camel(key);
  const schemaName = `${id}Schema`;
  const registry = importPath(folder, join(root, 'registry/index.ts'));
  const themes = importPath(folder, join(root, 'themes/index.ts'));
  const storyPresets = importPath(folder, join(root, 'sections/story-presets.ts'));
  const storyCheck = importPath(folder, join(root, 'sections/story-check.tsx'));
  const schemaValidator = importPath(folder, join(root, 'schemas/section-validator.ts'));
  const storybookPreview = importPath(folder, join(root, '.storybook/preview.tsx'));

  return {
    'schema.ts': `/** Props of the \`${key}\` section. */
export const ${schemaName} = {
  type: 'object',
  properties: {
    /** The heading above the text. @default '${title}' */
    heading: { type: 'string', title: 'Heading', default: '${title}' },
    /** The text under the heading. */
    text: { type: 'string', title: 'Text', minLength: 1 },
  },
  required: ['text'],
  additionalProperties: false,
} as const;
`,
    [`${name}.tsx`]: `import { useId } from 'react';
import type { SectionProps } from '${registry}';
import { Container, styled } from '${themes}';
import type { ${schemaName} } from './schema.ts';

const Text = styled('p', { color: '$muted', marginBlock: '$3' });

/** ${title}: a heading and a text. Props typed from the schema, never by hand. */
export default function ${name}({ heading, text }: SectionProps<typeof ${schemaName}>) {
  const headingId = useId();
  return (
    <Container as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <Text>{text}</Text>
    </Container>
  );
}
`,
    'index.ts': `import { defineSection } from '${registry}';
import { ${schemaName} } from './schema.ts';

/** ${title}: a heading and a text. */
export const ${id} = defineSection({
  key: '${key}',
  title: '${title}',
  group: '${group}',
  schema: ${schemaName},
  component: () => import('./${name}.tsx'),
  presets: [
    {
      name: 'Default',
      props: { heading: '${title}', text: 'Tell shoppers what this section is about.' },
    },
  ],
});
`,
    [`${name}.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs, showing } from '${storyPresets}';
import { ${id} } from './index.ts';
import ${name} from './${name}.tsx';

const meta = { title: 'Sections/${words(group)}/${title}', component: ${name} } satisfies Meta<typeof ${name}>;
export default meta;
type Story = StoryObj<typeof meta>;

const byDefault = presetArgs(${id}, 'Default');

export const Default: Story = {
  args: byDefault,
  parameters: showing({ shows: [{ role: 'heading', name: byDefault.heading }, byDefault.text] }),
};
`,
    [`${name}.test.tsx`]: `import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '${storybookPreview}';
import { createSectionValidator } from '${schemaValidator}';
import { expectStoryShowsWhatItSays, type RenderableStory } from '${storyCheck}';
import * as stories from './${name}.stories.tsx';
import ${name} from './${name}.tsx';
import { ${id} } from './index.ts';

setProjectAnnotations(preview);
const validator = createSectionValidator({ sanitizeHtml: (html) => html });

describe('${name}', () => {
  it('offers presets that its own schema accepts', () => {
    expect(${id}.presets?.length).toBeGreaterThan(0);
    for (const preset of ${id}.presets ?? []) {
      expect(validator.validate(${id}.schema, preset.props), preset.name).toEqual({
        ok: true,
        props: preset.props,
      });
    }
  });

  it('renders each preset with its heading and text', () => {
    for (const preset of ${id}.presets ?? []) {
      const { unmount } = render(<${name} {...preset.props} />);
      expect(screen.getByRole('region', { name: preset.props.heading })).toBeInTheDocument();
      expect(screen.getByText(preset.props.text)).toBeInTheDocument();
      unmount();
    }
  });

  it('has stories that show what their presets say', async () => {
    const composed = Object.values(composeStories(stories)) as unknown as RenderableStory[];
    expect(composed).toHaveLength(${id}.presets?.length ?? 0);
    for (const Story of composed) await expectStoryShowsWhatItSays(Story);
  });
});
`,
  };
}

/** Adds `import { id } from 'path'` and `id` to the array after `marker` in a module's source. */
function register(source: string, file: string, id: string, from: string, marker: RegExp): string {
  const match = marker.exec(source);
  if (!match) {
    throw new Error(`${file}: found no ${marker.source} to add "${id}" to; add it by hand.`);
  }
  const at = match.index + match[0].length;
  const list = `${source.slice(0, at)}\n  ${id},${source.slice(at)}`;
  const imports = [...list.matchAll(/^import[^;]*;\n/gm)];
  const last = imports.at(-1);
  const importAt = last ? (last.index ?? 0) + last[0].length : 0;
  return `${list.slice(0, importAt)}import { ${id} } from '${from}';\n${list.slice(importAt)}`;
}

/**
 * Writes a new section (schema, component, index, test, story) and registers it: in the theme's
 * `storefront.config.ts` (its `sections: [`), or for the root, in `sections/index.ts` as a
 * built-in. Refuses a bad key, a key the folder already has, and a theme without a config.
 */
export function scaffoldSection(options: ScaffoldOptions): ScaffoldResult {
  const { key, root } = options;
  if (!KEY_PATTERN.test(key)) {
    throw new Error(
      `Section key "${key}" is not valid: use lowercase words joined by dashes, e.g. "opening-times".`,
    );
  }
  const group = options.group ?? 'content';
  if (!KEY_PATTERN.test(group)) throw new Error(`Group "${group}" is not valid: e.g. "content".`);
  const title = (options.title ?? words(key)).replace(/['\\]/g, '');
  const themeDir = resolve(root, options.theme ?? '.');
  const builtin = themeDir === resolve(root);
  const config = join(themeDir, THEME_CONFIG_FILE);
  const registryFile = builtin ? join(root, 'sections/index.ts') : config;
  if (!existsSync(registryFile)) {
    throw new Error(
      `No ${posix(relative(root, registryFile))}: a theme is a folder with a ${THEME_CONFIG_FILE} (see docs/theme-developers.md).`,
    );
  }
  const folder = builtin ? join(root, 'sections', group, key) : join(themeDir, 'sections', key);
  if (existsSync(folder)) {
    throw new Error(`${posix(relative(root, folder))} already exists: choose another key.`);
  }
  const source = readFileSync(registryFile, 'utf8');
  if (new RegExp(`key: '${key}'|from '[^']*/${key}/index\\.ts'`).test(source)) {
    throw new Error(`${posix(relative(root, registryFile))} already registers "${key}".`);
  }

  const written: string[] = [];
  mkdirSync(folder, { recursive: true });
  for (const [name, content] of Object.entries(sectionFiles(key, title, group, folder, root))) {
    writeFileSync(join(folder, name), content);
    written.push(join(folder, name));
  }
  const id = camel(key);
  const from = importPath(dirname(registryFile), join(folder, 'index.ts'));
  let updated = register(
    source,
    posix(relative(root, registryFile)),
    id,
    from,
    builtin ? /export const builtinSections = \[/ : /\bsections: \[/,
  );
  // built-ins are exported by name too
  if (builtin) updated = updated.replace(/\nexport \{\n/, `\nexport {\n  ${id},\n`);
  writeFileSync(registryFile, updated);
  written.push(registryFile);
  return {
    folder: posix(relative(root, folder)),
    files: written.map((file) => posix(relative(root, file))),
  };
}
