import { describe, expect, it } from 'vitest';
import { generateStandaloneValidators } from './standalone.ts';

const manifest = [
  {
    key: 'note',
    title: 'Note',
    group: 'content',
    schema: {
      type: 'object' as const,
      properties: { text: { type: 'string', minLength: 2 } },
      required: ['text'],
    },
    presets: [],
    pageTypes: null,
  },
];

describe('generateStandaloneValidators', () => {
  it('imports ajv runtime helpers in a way that works under every CommonJS interop', () => {
    const code = generateStandaloneValidators(manifest);
    expect(code).not.toContain('require(');
    expect(code).toMatch(/import (\w+)Module from "ajv\/dist\/runtime\/ucs2length\.js";/);
    expect(code).toMatch(/const (\w+) = \1Module\.default \?\? \1Module;/);
  });

  it('produces validators that count string length (minLength) when imported by Node', async () => {
    const code = generateStandaloneValidators(manifest);
    // resolve the helper from this project, as a bundler would
    const helper = import.meta.resolve('ajv/dist/runtime/ucs2length.js');
    const source = code.replace('"ajv/dist/runtime/ucs2length.js"', JSON.stringify(helper));
    const url = `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`;
    const { sectionValidators } = (await import(/* @vite-ignore */ url)) as {
      sectionValidators: Record<string, (data: unknown) => boolean>;
    };
    expect(sectionValidators.note?.({ text: 'hi' })).toBe(true);
    expect(sectionValidators.note?.({ text: 'h' })).toBe(false);
  });
});
