import { CURRENT_SCHEMA_VERSION } from './template.ts';

type Json = Record<string, unknown>;

/** One pure upgrade step: turns a template of version `to - 1` into version `to`. */
export interface TemplateMigration {
  to: number;
  description: string;
  up(template: Json): Json;
}

const AREAS = [
  [
    'component_data',
    (t: Json) => t.component_data,
    (t: Json, v: unknown) => ({ ...t, component_data: v }),
  ],
  [
    'header',
    (t: Json) => (t.template as Json | undefined)?.header,
    (t: Json, v: unknown) => ({ ...t, template: { ...(t.template as Json), header: v } }),
  ],
  [
    'footer',
    (t: Json) => (t.template as Json | undefined)?.footer,
    (t: Json, v: unknown) => ({ ...t, template: { ...(t.template as Json), footer: v } }),
  ],
] as const;

function mapSections(
  template: Json,
  map: (section: Json, area: string, index: number) => Json,
): Json {
  let result = template;
  for (const [area, read, write] of AREAS) {
    const sections = read(result);
    if (!Array.isArray(sections)) continue;
    result = write(
      result,
      sections.map((section, index) =>
        typeof section === 'object' && section !== null
          ? map(section as Json, area, index)
          : section,
      ),
    );
  }
  return result;
}

/**
 * Ordered, pure migrations; `migrations[i].to === i + 1`. Add a step with its own test whenever the
 * template format changes, and bump CURRENT_SCHEMA_VERSION.
 */
export const migrations: readonly TemplateMigration[] = [
  {
    to: 1,
    description:
      'Version 0 templates kept props under `data` and had no section ids: move `data` to `props` and ' +
      'give each section a stable id from its area, position and key.',
    up: (template) =>
      mapSections(template, (section, area, index) => {
        const { data, ...rest } = section;
        return {
          ...rest,
          props: rest.props ?? data ?? {},
          id:
            typeof rest.id === 'string' && rest.id
              ? rest.id
              : `${area}-${index}-${String(rest.key ?? 'section')}`,
        };
      }),
  },
];

/**
 * Upgrades a raw template to CURRENT_SCHEMA_VERSION. A missing `schema_version` means 0. A version
 * newer than this runtime knows is returned unchanged with `tooNew` set.
 */
export function migrateTemplate(template: Json): { template: Json; from: number; tooNew: boolean } {
  const raw = template.schema_version;
  const from = typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 ? raw : 0;
  if (from > CURRENT_SCHEMA_VERSION) return { template, from, tooNew: true };
  let current = template;
  for (const migration of migrations) {
    if (migration.to > from) current = migration.up(current);
  }
  return { template: { ...current, schema_version: CURRENT_SCHEMA_VERSION }, from, tooNew: false };
}
