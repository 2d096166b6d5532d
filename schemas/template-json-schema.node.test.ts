import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { demoStore } from '../examples/demo-store/store.ts';
import { registry } from '../runtime/storefront/registry.ts';
import { TEMPLATE_SCHEMA_FILE, templateJsonSchema } from './template-json-schema.ts';

const schema = templateJsonSchema(registry.manifest(), 'Northwind');
const validate = new Ajv2020({ strict: false, allErrors: true }).compile(schema);

describe('the template JSON Schema for editors', () => {
  it('accepts the demo store’s pages', () => {
    for (const page of demoStore.pages) expect(validate(page), page.slug).toBe(true);
    for (const layout of demoStore.layouts) expect(validate(layout), layout.id).toBe(true);
  });

  it('refuses an unknown key and a bad prop, as an editor underlines them', () => {
    expect(validate({ component_data: [{ key: 'mystery-box', id: 'm', props: {} }] })).toBe(false);
    expect(
      validate({ component_data: [{ key: 'spacer', id: 's', props: { size: 'huge' } }] }),
    ).toBe(false);
    expect(validate({ component_data: [{ key: 'spacer', id: 's', props: { size: 'lg' } }] })).toBe(
      true,
    );
  });

  it('is written for the shop’s theme (every build refreshes it)', () => {
    expect(JSON.parse(readFileSync(TEMPLATE_SCHEMA_FILE, 'utf8'))).toEqual(schema);
  });
});
