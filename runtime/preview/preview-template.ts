import type { LoadTemplate, SectionError } from '../../editor-bridge/protocol.ts';
import type { AnySectionDefinition, SectionResolver } from '../../registry/index.ts';
import { normalizeTemplate } from '../../schemas/normalize-template.ts';
import { CURRENT_SCHEMA_VERSION } from '../../schemas/template.ts';
import type { PreviewOverride } from '../render/preview-store.ts';
import { resolveTemplate, type ValidateSection } from '../render/resolve-template.ts';
import type { ResolvedSection, ResolvedTemplate } from '../render/resolved-template.ts';

/** A pushed template made ready to render, and what the editor should hear about it. */
export interface PushedTemplate {
  /** The parts that were pushed, resolved; the page keeps its own for the rest. */
  override: Omit<PreviewOverride, 'locationKey'>;
  /** One entry per section that cannot render: unknown key, malformed entry or invalid props. */
  sectionErrors: SectionError[];
  /** Definitions of the sections that will render, to preload their chunks. */
  definitions: AnySectionDefinition[];
}

const UNKNOWN_KEY = 'no section with this key is registered in the storefront';

function errorOf(section: ResolvedSection): SectionError | null {
  if (section.status === 'ok') return null;
  const errors =
    section.status === 'unknown' ? [{ path: '/key', message: UNKNOWN_KEY }] : section.errors;
  return { id: section.id, key: section.key, errors };
}

/** One changed section (`updateSection`) made ready to render. */
export interface PushedSection {
  section: ResolvedSection;
  /** Set when it cannot render. */
  error: SectionError | null;
  /** Its definition when it will render, to preload its chunk. */
  definition: AnySectionDefinition | undefined;
}

/**
 * Resolves one section's new props (`updateSection`) the way {@link resolvePushedTemplate}
 * resolves each section of a template: validated, and a placeholder with errors when invalid.
 */
export function resolvePushedSection(
  { id, key, props, hidden = false }: { id: string; key: string; props: unknown; hidden?: boolean },
  registry: SectionResolver,
  validate: ValidateSection,
): PushedSection {
  const definition = registry.resolve(key);
  if (!definition) {
    const section: ResolvedSection = { status: 'unknown', id, key };
    return { section, error: errorOf(section), definition: undefined };
  }
  const result = validate(definition, props);
  const section: ResolvedSection = result.ok
    ? { status: 'ok', id, key, props: result.props, hidden }
    : { status: 'invalid', id, key, errors: result.errors };
  return {
    section,
    error: errorOf(section),
    definition: result.ok && !hidden ? definition : undefined,
  };
}

/**
 * Resolves a `loadTemplate` payload with the same code the server uses (normalise, resolve,
 * validate each section), with browser-side validation. Nothing throws: a section that cannot
 * render becomes a preview placeholder and a `sectionError`.
 */
export function resolvePushedTemplate(
  payload: LoadTemplate,
  registry: SectionResolver,
  validate: ValidateSection,
): PushedTemplate {
  const resolved = resolveTemplate(
    normalizeTemplate({
      schema_version: CURRENT_SCHEMA_VERSION,
      template: payload.template ?? { id: 'default', header: [], footer: [] },
      page: payload.page,
      component_data: payload.component_data ?? [],
    }),
    { registry, validate },
  );

  const override: Omit<PreviewOverride, 'locationKey'> = { problems: resolved.problems };
  const pushed: ResolvedSection[] = [];
  if (payload.template) {
    override.header = resolved.header;
    override.footer = resolved.footer;
    pushed.push(...resolved.header, ...resolved.footer);
  }
  if (payload.component_data) {
    override.main = resolved.main;
    pushed.push(...resolved.main);
  }
  if (payload.page) override.page = resolved.page;

  return {
    override,
    sectionErrors: pushed.map(errorOf).filter((error) => error !== null),
    definitions: pushed.flatMap((section) => {
      const definition =
        section.status === 'ok' && !section.hidden ? registry.resolve(section.key) : undefined;
      return definition ? [definition] : [];
    }),
  };
}

/**
 * The template to render: the loader's, with the parts the editor pushed for this location
 * (`locationKey`) put in place. A stale override (pushed before a navigation) is ignored.
 */
export function previewTemplate(
  template: ResolvedTemplate,
  override: PreviewOverride | null,
  locationKey: string,
): ResolvedTemplate {
  if (!override || override.locationKey !== locationKey) return template;
  const { sections } = override;
  // unchanged sections keep their objects, so the renderer skips them
  const patched = (area: ResolvedSection[]) =>
    sections ? area.map((section) => sections[section.id] ?? section) : area;
  return {
    ...template,
    header: patched(override.header ?? template.header),
    main: patched(override.main ?? template.main),
    footer: patched(override.footer ?? template.footer),
    page: override.page === undefined ? template.page : override.page,
    problems: override.problems ?? template.problems,
  };
}
