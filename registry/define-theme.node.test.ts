import { describe, expect, it } from 'vitest';
import { defineSection } from './define-section.ts';
import { defineTheme } from './define-theme.ts';

const schema = { type: 'object', properties: { text: { type: 'string' } } } as const;
const section = <K extends string>(key: K, title: string = key) =>
  defineSection({
    key,
    title,
    group: 'test',
    schema,
    component: async () => ({ default: () => null }),
  });

const builtins = [section('rich-text'), section('spacer'), section('map-embed')] as const;

describe('defineTheme', () => {
  it('replaces built-ins by key in place, leaves out removed ones and appends its own', () => {
    const fancy = section('rich-text', 'Fancy rich text');
    const theme = defineTheme({
      name: 'Test',
      builtins,
      sections: [section('store-hours')],
      overrides: { 'rich-text': fancy },
      remove: ['map-embed'],
      tokens: { radii: { md: '2px' } },
    });
    expect(theme.sections.map((entry) => [entry.key, entry.title])).toEqual([
      ['rich-text', 'Fancy rich text'],
      ['spacer', 'spacer'],
      ['store-hours', 'store-hours'],
    ]);
    expect(theme.tokens).toEqual({ radii: { md: '2px' } });
  });

  it('keeps the built-ins as they are when the theme only names itself', () => {
    const theme = defineTheme({ name: 'Plain', builtins });
    expect(theme.sections).toEqual(builtins);
    expect(theme.tokens).toEqual({});
  });

  it('refuses a key registered twice, naming it', () => {
    expect(() =>
      defineTheme({ name: 'T', builtins, sections: [section('hours'), section('hours')] }),
    ).toThrow(
      'Theme "T" registers section "hours" twice (sections); give each section its own key.',
    );
  });

  it('refuses a new section under a built-in key and says to override it instead', () => {
    expect(() => defineTheme({ name: 'T', builtins, sections: [section('spacer')] })).toThrow(
      /registers section "spacer", which is a built-in section; to replace it, put it in `overrides/,
    );
  });

  it('refuses to override or remove a key that no built-in has', () => {
    expect(() =>
      defineTheme({
        name: 'T',
        builtins,
        // @ts-expect-error the type system knows the built-in keys too
        overrides: { 'no-such': section('no-such') },
      }),
    ).toThrow(/overrides section "no-such", which is not a built-in section/);
    expect(() =>
      // @ts-expect-error the type system knows the built-in keys too
      defineTheme({ name: 'T', builtins, remove: ['no-such'] }),
    ).toThrow(/removes section "no-such", which is not a built-in section/);
  });

  it('refuses an override keyed differently from the key it replaces', () => {
    expect(() =>
      defineTheme({
        name: 'T',
        builtins,
        // @ts-expect-error an override keeps the key it replaces
        overrides: { spacer: section('gap') },
      }),
    ).toThrow(/overrides section "spacer" with a section keyed "gap"/);
  });
});
