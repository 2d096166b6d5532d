import type { StandaloneValidator } from '../generated/section-validators.js';
import type { SectionIssue } from '../section-issues.ts';
import { toSectionIssues } from '../section-issues.ts';
import type { Section } from '../template.ts';
import type { SectionProblem } from './publishing.ts';

// How an API checks a template against the shop's registry before it stores it (DESIGN decision
// 14). The API knows no registry: whoever starts it hands it a `SectionCheck` (the storefront
// server passes one built from its own registry, theme sections included); without one, the
// built-in sections' precompiled validators are used (`builtinSectionCheck`).

/**
 * Checks one section's props: the problems found (none when valid), or `undefined` when the
 * shop knows no section of that key. Must not change `props`.
 */
export type SectionCheck = (key: string, props: unknown) => readonly SectionIssue[] | undefined;

/** The message of a section whose key the shop does not know. */
export const UNKNOWN_SECTION_KEY_MESSAGE = 'is not a section this shop knows';

/**
 * A check from precompiled validators by key (ajv standalone, `schemas/generated`), each run on
 * a copy since they apply defaults in place.
 */
export function checkWithValidators(
  validators: Readonly<Record<string, StandaloneValidator | undefined>>,
): SectionCheck {
  return (key, props) => {
    const validate = Object.hasOwn(validators, key) ? validators[key] : undefined;
    if (validate === undefined) return undefined;
    return validate(structuredClone(props ?? {})) ? [] : toSectionIssues(validate.errors);
  };
}

/** The parts of a template whose sections are checked; a part left out is not. */
export interface TemplateSections {
  header?: readonly Section[] | undefined;
  component_data?: readonly Section[] | undefined;
  footer?: readonly Section[] | undefined;
}

/**
 * Every problem of every section of `template`, in template order: unknown keys, props that
 * fail their schema, unknown props. Empty when all sections are valid.
 */
export function sectionProblems(template: TemplateSections, check: SectionCheck): SectionProblem[] {
  const problems: SectionProblem[] = [];
  for (const area of ['header', 'component_data', 'footer'] as const) {
    template[area]?.forEach((section, index) => {
      const at = { area, index, section_id: section.id, key: section.key };
      const issues = check(section.key, section.props);
      if (issues === undefined) {
        problems.push({ ...at, path: '', message: UNKNOWN_SECTION_KEY_MESSAGE });
        return;
      }
      for (const issue of issues)
        problems.push({ ...at, path: issue.path, message: issue.message });
    });
  }
  return problems;
}

/**
 * The 422 field errors of `problems`, keyed by the dotted path of the body field
 * (`component_data.2.props.title`, `template.header.0.key`), each message naming the section.
 */
export function sectionFieldErrors(problems: readonly SectionProblem[]): Record<string, string[]> {
  const errors = new Map<string, string[]>();
  for (const problem of problems) {
    const base = problem.area === 'component_data' ? 'component_data' : `template.${problem.area}`;
    const pointer = problem.path.split('/').filter(Boolean).join('.');
    const field =
      problem.path === ''
        ? `${base}.${problem.index}.key`
        : `${base}.${problem.index}.props${pointer ? `.${pointer}` : ''}`;
    const message = `Section ${problem.section_id} (${problem.key}): ${problem.path || 'key'} ${problem.message}`;
    errors.set(field, [...(errors.get(field) ?? []), message]);
  }
  return Object.fromEntries(errors);
}
