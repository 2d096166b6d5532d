import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../runtime/storefront/registry.ts';
import { richTextSchema } from '../sections/content/rich-text/schema.ts';
import { sectionValidators } from './generated/section-validators.js';
import { toSectionIssues } from './section-issues.ts';
import { createSectionValidator } from './section-validator.ts';
import { generateStandaloneValidators } from './standalone.ts';

const validator = createSectionValidator({
  sanitizeHtml: (html) => html.replace(/<script[\s\S]*?<\/script>/g, ''),
});

describe('server section validation', () => {
  it('applies schema defaults to a copy and leaves the template untouched', () => {
    const props = { html: '<p>Hi</p>' };
    const result = validator.validate(richTextSchema, props);
    expect(result).toEqual({
      ok: true,
      props: { html: '<p>Hi</p>', align: 'left', width: 'normal' },
    });
    expect(props).toEqual({ html: '<p>Hi</p>' });
  });

  it('reports every error as a path and a message', () => {
    const result = validator.validate(richTextSchema, { align: 'middle', colour: 'red' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual(
      expect.arrayContaining([
        { path: '/html', message: 'is required' },
        { path: '/colour', message: 'is not a known property' },
        { path: '/align', message: 'must be one of "left", "center", "right"' },
      ]),
    );
  });

  it('sanitises props declared as HTML', () => {
    const result = validator.validate(richTextSchema, {
      html: '<p>Safe</p><script>alert(1)</script>',
    });
    expect(result.ok && result.props.html).toBe('<p>Safe</p>');
  });

  it('does not coerce types: "4" is not 4', () => {
    const schema = { type: 'object', properties: { n: { type: 'integer' } } } as const;
    expect(validator.validate(schema, { n: '4' }).ok).toBe(false);
  });

  it('treats non-object props as invalid instead of throwing', () => {
    expect(validator.validate(richTextSchema, 'nope').ok).toBe(false);
    expect(validator.validate(richTextSchema, null).ok).toBe(false);
  });
});

describe('standalone (preview) validators', () => {
  it('are up to date with the registry (run `npm run build:validators` when this fails)', () => {
    const onDisk = readFileSync(
      new URL('./generated/section-validators.js', import.meta.url),
      'utf8',
    );
    expect(onDisk).toBe(generateStandaloneValidators(registry.manifest()));
  });

  it('agree with the server validators on defaults and errors', () => {
    const validate = sectionValidators['rich-text'];
    if (!validate) throw new Error('no rich-text validator generated');
    const data = { html: '<p>x</p>' };
    expect(validate(data)).toBe(true);
    expect(data).toEqual({ html: '<p>x</p>', align: 'left', width: 'normal' });

    const bad = { align: 'middle' };
    expect(validate(bad)).toBe(false);
    const server = validator.validate(richTextSchema, bad);
    expect(toSectionIssues(validate.errors)).toEqual(!server.ok && server.errors);
  });

  it('contain no ajv compiler and no runtime code generation', () => {
    const code = readFileSync(
      new URL('./generated/section-validators.js', import.meta.url),
      'utf8',
    );
    expect(code).not.toMatch(/new Function|require\(|from "ajv"/);
  });
});
