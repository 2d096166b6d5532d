import type { ManifestEntry } from '../registry/index.ts';
import { CURRENT_SCHEMA_VERSION, pageTypes } from './template.ts';

/** Where the schema of the root theme's template files is written (by every build and `dev`). */
export const TEMPLATE_SCHEMA_FILE = 'schemas/generated/template.schema.json';

/**
 * A JSON Schema (draft 2020-12) of template files for editors such as VS Code: a page record or a
 * template envelope whose sections are `oneOf` the registered keys, each with its own props schema,
 * so an editor validates a file and completes keys and props through `"$schema"`. Generated from
 * the registry's manifest; the shop's own validators remain the authority (check:templates).
 */
export function templateJsonSchema(manifest: readonly ManifestEntry[], themeName: string): object {
  const section = {
    oneOf: manifest.map((entry) => ({
      title: entry.title,
      type: 'object',
      properties: {
        key: { const: entry.key, description: `${entry.title} (${entry.group})` },
        id: { type: 'string', minLength: 1, description: 'Stable id, unique within the template.' },
        props: entry.schema,
        hidden: { type: 'boolean', description: 'Kept in the template but not rendered.' },
      },
      required: ['key', 'id'],
      additionalProperties: false,
      ...(entry.presets[0]
        ? {
            defaultSnippets: [
              {
                label: entry.title,
                body: { key: entry.key, id: entry.key, props: entry.presets[0].props },
              },
            ],
          }
        : {}),
    })),
  };
  const sections = { type: 'array', items: { $ref: '#/$defs/section' } };
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'storefront-template.schema.json',
    title: `Storefront template (theme "${themeName}")`,
    type: 'object',
    properties: {
      $schema: { type: 'string' },
      schema_version: { type: 'integer', minimum: 0, maximum: CURRENT_SCHEMA_VERSION },
      page_type: { enum: [...pageTypes] },
      slug: { type: 'string' },
      title: { type: 'string' },
      component_data: sections,
      header: sections,
      footer: sections,
      template: {
        type: 'object',
        properties: { id: { type: 'string' }, header: sections, footer: sections },
      },
    },
    $defs: { section },
  };
}
