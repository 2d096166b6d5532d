import { describe, expect, it } from 'vitest';
import { FORM_GROUPS, groupErrors, groupSchema } from './settings-schema.ts';

const colours = FORM_GROUPS[0];
if (!colours) throw new Error('no colour group');

describe('groupSchema', () => {
  it('takes the fields from the storefront schema the API checks with, fonts from the theme list', () => {
    const schema = groupSchema(colours, ['Inter']) as {
      properties: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(schema.properties)).toEqual([
      'theme_color',
      'text_color',
      'background_color',
      'typography',
    ]);
    // the very pattern of storefrontSchema's hex colour
    expect(new RegExp(schema.properties.theme_color?.pattern as string).test('#0f766e')).toBe(true);
    expect(new RegExp(schema.properties.theme_color?.pattern as string).test('teal')).toBe(false);
    const typography = JSON.stringify(schema.properties.typography);
    expect(JSON.parse(typography).properties.body.properties.font_family.enum).toEqual([
      'system-ui',
      'Inter',
    ]);
    expect(schema.properties.typography?.additionalProperties).toBeUndefined();
  });
});

describe('groupErrors', () => {
  it('puts each problem of the schema check at its field', () => {
    expect(
      groupErrors(colours, {
        theme_color: ['The value must be a hex colour such as #1f2937'],
        'typography.body.font_size': ['Too big'],
        mode: ['not in this group'],
      }),
    ).toEqual({
      theme_color: { __errors: ['The value must be a hex colour such as #1f2937'] },
      typography: { body: { font_size: { __errors: ['Too big'] } } },
    });
  });
});
