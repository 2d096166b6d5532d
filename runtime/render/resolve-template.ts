import type { AnySectionDefinition, SectionResolver } from '../../registry/index.ts';
import type { NormalizeResult, SectionEntry } from '../../schemas/normalize-template.ts';
import type { SectionIssue } from '../../schemas/section-issues.ts';
import type { ValidationResult } from '../../schemas/section-validator.ts';
import type { ResolvedSection, ResolvedTemplate } from './resolved-template.ts';

/** Validates one section's props: ajv on the server, the standalone validators in preview. */
export type ValidateSection = (
  definition: AnySectionDefinition,
  props: unknown,
) => ValidationResult;

export interface ResolveOptions {
  registry: SectionResolver;
  validate: ValidateSection;
  /** Receives one message per problem; production logs it, preview shows it. */
  warn?: (message: string) => void;
  /**
   * The page's URL, on the server: a section whose definition says it renders nothing here
   * (`rendersOn`) is resolved as hidden, so its data, code and markup stay off the page.
   */
  url?: URL;
}

function resolveEntry(entry: SectionEntry, options: ResolveOptions, area: string): ResolvedSection {
  if (entry.kind === 'malformed')
    return { status: 'invalid', id: entry.id, key: entry.key, errors: entry.errors };
  const definition = options.registry.resolve(entry.key);
  if (!definition) {
    options.warn?.(
      `Unknown section key "${entry.key}" (${area}, id "${entry.id}"): nothing is rendered for it. ` +
        'Register the section, or fix the key in the template.',
    );
    return { status: 'unknown', id: entry.id, key: entry.key };
  }
  const result = options.validate(definition, entry.props);
  if (!result.ok) {
    options.warn?.(
      `Section "${entry.key}" (${area}, id "${entry.id}") has invalid props and is not rendered: ${describeIssues(result.errors)}`,
    );
    return { status: 'invalid', id: entry.id, key: entry.key, errors: result.errors };
  }
  const elsewhere = options.url !== undefined && definition.rendersOn?.(options.url) === false;
  return {
    status: 'ok',
    id: entry.id,
    key: entry.key,
    props: result.props,
    hidden: entry.hidden || elsewhere,
  };
}

function describeIssues(errors: SectionIssue[]): string {
  return errors.map((error) => `${error.path} ${error.message}`).join('; ');
}

/**
 * Resolves every section of a normalised template against the registry and validates its props
 * (DESIGN §3 step 4). Nothing here throws: each section is either renderable or says why not.
 */
export function resolveTemplate(
  { template, problems }: NormalizeResult,
  options: ResolveOptions,
): ResolvedTemplate {
  for (const problem of problems) options.warn?.(`Template problem: ${problem}`);
  return {
    layoutId: template.layoutId,
    header: template.header.map((entry) => resolveEntry(entry, options, 'header')),
    main: template.main.map((entry) => resolveEntry(entry, options, 'component_data')),
    footer: template.footer.map((entry) => resolveEntry(entry, options, 'footer')),
    page: template.page,
    pageType: template.pageType,
    problems,
  };
}
