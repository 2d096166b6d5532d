import { describe, expect, it } from 'vitest';
import {
  errorsUnder,
  FORM_GROUPS,
  groupErrors,
  groupSchema,
  pluginConfigSchema,
  socialSchema,
} from './settings-schema.ts';

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

describe('the social links and plugin forms', () => {
  it('take the URL rule and each plugin’s id format from the schemas the API checks with', () => {
    const social = socialSchema() as { properties: Record<string, { pattern?: string }> };
    expect(Object.keys(social.properties)).toEqual([
      'facebook',
      'instagram',
      'youtube',
      'twitter',
      'pinterest',
      'linkedin',
    ]);
    const gtag = pluginConfigSchema('GoogleGtag') as {
      properties: Record<string, { pattern?: string }>;
      additionalProperties?: unknown;
    };
    const pattern = new RegExp(gtag.properties.google_tag_id?.pattern as string);
    expect(pattern.test('G-ABC123XYZ9')).toBe(true);
    expect(pattern.test('UA-1234')).toBe(false);
    expect(gtag.additionalProperties).toBeUndefined();
    const chat = pluginConfigSchema('Chat') as { properties: Record<string, unknown> };
    expect(Object.keys(chat.properties)).toEqual(['mobile_no', 'default_message', 'chat_location']);
  });

  it('puts each message under a prefix at its field', () => {
    expect(
      errorsUnder('plugins.GoogleGtag.config', {
        'plugins.GoogleGtag.config.google_tag_id': ['wrong'],
        'plugins.FacebookPixel.config.code': ['other'],
      }),
    ).toEqual({ google_tag_id: { __errors: ['wrong'] } });
  });
});
