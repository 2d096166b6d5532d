import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { z } from 'zod';
import {
  type ConfigurablePluginName,
  knownPluginConfigSchemas,
} from '../../../../schemas/api/plugins.ts';
import {
  type SocialLinkKey,
  socialLinkKeys,
  socialUrlSchema,
} from '../../../../schemas/api/settings.ts';
import { type Storefront, storefrontSchema } from '../../../../schemas/api/storefront.ts';

// The Store settings forms are generated from the JSON Schema of `storefrontSchema`, the schema
// the API validates the merged storefront with: nothing is written out twice. Only labels (the
// schema has none) and the font choices (the theme's font list) are added here.

type Schema = Record<string, unknown>;

/** The storefront's JSON Schema, as the API reads its input (defaults may be left out). */
const STOREFRONT_JSON_SCHEMA = z.toJSONSchema(storefrontSchema, {
  io: 'input',
  unrepresentable: 'any',
}) as Schema & { properties: Record<string, Schema> };

/** A group of the Store settings panel and the storefront fields its form edits. */
export interface SettingsGroup {
  id: string;
  title: string;
  fields: readonly (keyof Storefront)[];
}

/** The groups of the panel that are plain forms (logo and store mode have their own controls). */
export const FORM_GROUPS: readonly SettingsGroup[] = [
  {
    id: 'colours',
    title: 'Colours and type',
    fields: ['theme_color', 'text_color', 'background_color', 'typography'],
  },
  {
    id: 'notice',
    title: 'Store notice',
    fields: [
      'is_store_notice_enabled',
      'store_notice_message',
      'store_notice_bg_color',
      'store_notice_text_color',
      'is_store_notice_clearable',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookie banner',
    fields: ['is_cookie_warning_enabled', 'cookie_warning_message', 'show_cookie_manage'],
  },
];

/** Labels of the fields the forms show. */
export const FIELD_LABELS: Record<string, string> = {
  theme_color: 'Theme colour (buttons, links)',
  text_color: 'Text colour',
  background_color: 'Background colour',
  typography: 'Type',
  body: 'Body text',
  heading: 'Headings',
  font_family: 'Font',
  font_size: 'Base size (px)',
  font_weight: 'Weight',
  is_store_notice_enabled: 'Show the store notice',
  store_notice_message: 'Notice text',
  store_notice_bg_color: 'Notice background colour',
  store_notice_text_color: 'Notice text colour',
  is_store_notice_clearable: 'Shoppers may close it',
  is_cookie_warning_enabled: 'Show the cookie banner',
  cookie_warning_message: 'Banner message',
  show_cookie_manage: 'Show “Manage Cookies” in the footer',
};

/** `schema` without `additionalProperties` (the forms offer no free keys), recursively. */
function closed(schema: Schema): Schema {
  const { additionalProperties: _free, properties, ...rest } = schema;
  if (!properties) return rest;
  return {
    ...rest,
    properties: Object.fromEntries(
      Object.entries(properties as Record<string, Schema>).map(([name, value]) => [
        name,
        closed(value),
      ]),
    ),
  };
}

/**
 * The JSON Schema of one group's form: the storefront schema's properties of its fields, with
 * each font family limited to the theme's fonts (and the system font).
 */
export function groupSchema(group: SettingsGroup, fonts: readonly string[]): RJSFSchema {
  const properties: Record<string, Schema> = {};
  for (const field of group.fields) {
    const property = STOREFRONT_JSON_SCHEMA.properties[field];
    if (property) properties[field] = closed(property);
  }
  if (properties.typography) {
    const families = ['system-ui', ...fonts.filter((family) => family !== 'system-ui')];
    const roles = (properties.typography.properties ?? {}) as Record<string, Schema>;
    for (const role of Object.values(roles)) {
      const roleProps = role.properties as Record<string, Schema> | undefined;
      if (roleProps?.font_family)
        roleProps.font_family = { ...roleProps.font_family, enum: families };
    }
  }
  return { type: 'object', properties } as RJSFSchema;
}

const COLOUR = /_colou?r$/;

/** The layout of a group's form: labels, colour pickers, a textarea for messages, no submit. */
export function groupUiSchema(schema: RJSFSchema, root = true): UiSchema {
  const ui: UiSchema = root ? { 'ui:submitButtonOptions': { norender: true } } : {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const entry: UiSchema = { 'ui:title': FIELD_LABELS[name] ?? name };
    if (COLOUR.test(name)) entry['ui:widget'] = 'color';
    if (name.endsWith('_message')) {
      entry['ui:widget'] = 'textarea';
      entry['ui:options'] = { rows: 3 };
    }
    if (typeof property === 'object' && property.type === 'object') {
      Object.assign(entry, groupUiSchema(property as RJSFSchema, false));
    }
    ui[name] = entry;
  }
  return ui;
}

/** The group's values out of the storefront. */
export function groupData(group: SettingsGroup, storefront: Storefront): Record<string, unknown> {
  return Object.fromEntries(group.fields.map((field) => [field, storefront[field]]));
}

/**
 * RJSF's error schema of `problems` (dotted paths, as the API and the schema check name them)
 * for one group: each message lands at its field.
 */
export function groupErrors(
  group: SettingsGroup,
  problems: Record<string, string[]>,
): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const [path, messages] of Object.entries(problems)) {
    const parts = path.split('.');
    if (!group.fields.includes(parts[0] as keyof Storefront)) continue;
    let node = errors;
    for (const part of parts) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node.__errors = messages;
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Social links and plugins (issue 25): the forms come from the schemas the settings draft write
// is checked with (`socialUrlSchema`, each plugin's config schema).

/** The social networks of the Social links form, with their labels, in the footer's order. */
export const SOCIAL_LABELS: Record<SocialLinkKey, string> = {
  facebook: 'Facebook page',
  instagram: 'Instagram profile',
  youtube: 'YouTube channel',
  twitter: 'X (Twitter) profile',
  pinterest: 'Pinterest profile',
  linkedin: 'LinkedIn page',
};

const SOCIAL_URL_JSON_SCHEMA = z.toJSONSchema(socialUrlSchema, { io: 'input' }) as Schema;

/** The Social links form: one web address field per network, as `socialUrlSchema` checks it. */
export function socialSchema(): RJSFSchema {
  const { $schema: _dialect, ...url } = SOCIAL_URL_JSON_SCHEMA;
  return {
    type: 'object',
    properties: Object.fromEntries(socialLinkKeys.map((key) => [key, { ...url }])),
  } as RJSFSchema;
}

/** The Social links form's layout: labels, URL inputs, no submit. */
export function socialUiSchema(): UiSchema {
  const ui: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
  for (const key of socialLinkKeys) {
    ui[key] = {
      'ui:title': SOCIAL_LABELS[key],
      'ui:options': { inputType: 'url' },
      'ui:placeholder': 'https://',
    };
  }
  return ui;
}

/** How the panel names each configurable plugin and its fields. */
export const PLUGIN_LABELS: Record<
  ConfigurablePluginName,
  { title: string; fields: Record<string, string> }
> = {
  GoogleGtag: { title: 'Google Analytics (gtag.js)', fields: { google_tag_id: 'Google tag ID' } },
  GoogleTagManager: { title: 'Google Tag Manager', fields: { tag_code: 'Container ID' } },
  FacebookPixel: { title: 'Meta (Facebook) Pixel', fields: { code: 'Pixel ID' } },
  MicrosoftClarity: { title: 'Microsoft Clarity', fields: { code: 'Project ID' } },
  Chat: {
    title: 'Chat button',
    fields: {
      mobile_no: 'Chat number',
      default_message: 'Prefilled message',
      chat_location: 'Button corner',
    },
  },
};

/** The config form of plugin `name`: its config schema, the one the API checks it with. */
export function pluginConfigSchema(name: ConfigurablePluginName): RJSFSchema {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(knownPluginConfigSchemas[name], {
    io: 'input',
  }) as Schema;
  return closed(schema) as RJSFSchema;
}

/** The config form's layout: the plugin's labels, no submit. */
export function pluginConfigUiSchema(name: ConfigurablePluginName): UiSchema {
  const ui: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
  for (const [field, title] of Object.entries(PLUGIN_LABELS[name].fields)) {
    ui[field] = { 'ui:title': title };
  }
  return ui;
}

/**
 * RJSF's error schema of the problems under `prefix` (`social`, `plugins.GoogleGtag.config`):
 * each message at its field.
 */
export function errorsUnder(prefix: string, problems: Record<string, string[]>) {
  const errors: Record<string, { __errors: string[] }> = {};
  for (const [path, messages] of Object.entries(problems)) {
    if (!path.startsWith(`${prefix}.`)) continue;
    const field = path.slice(prefix.length + 1);
    errors[field] = { __errors: messages };
  }
  return errors;
}
