import type { ManifestEntryMessage } from '../../../../editor-bridge/protocol.ts';
import type { SectionIssue } from '../../../../schemas/section-issues.ts';
import { createSectionValidator } from '../../../../schemas/section-validator.ts';
import type { Section } from '../../../../schemas/template.ts';
import type { Area, EditorDocument } from './document.ts';

// What keeps a page from being published (decision 15): every section checked against the
// manifest's schema, with the options and messages the storefront and the API use, so the
// editor refuses exactly what the API would.

/** One problem of one section, as the error list shows it. */
export interface EditorProblem {
  area: Area;
  id: string;
  key: string;
  /** The section type's title (its key when the shop does not know it). */
  title: string;
  /** A JSON pointer into the props; `''` for the section itself. */
  path: string;
  message: string;
}

/** The message of a section whose key the storefront does not know (the API's wording). */
export const UNKNOWN_SECTION_MESSAGE = 'is not a section this shop knows';

// Only the verdict is read: HTML is sanitised by the storefront when it renders.
const validator = createSectionValidator({ sanitizeHtml: (html) => html });

// Sections keep their identity until edited (immer), so each is checked once per change.
const checked = new WeakMap<
  Section,
  { manifest: readonly ManifestEntryMessage[]; issues: SectionIssue[] | null }
>();

function issuesOf(section: Section, manifest: readonly ManifestEntryMessage[]) {
  const cached = checked.get(section);
  if (cached?.manifest === manifest) return cached.issues;
  const entry = manifest.find((candidate) => candidate.key === section.key);
  const result = entry ? validator.validate(entry.schema, section.props) : null;
  const issues = result === null ? null : result.ok ? [] : result.errors;
  checked.set(section, { manifest, issues });
  return issues;
}

/**
 * Every problem of every section of `doc` (header, page, footer), in that order; empty when the
 * page can be published. `manifest` is the storefront's: an empty one checks nothing.
 */
export function documentProblems(
  doc: EditorDocument,
  manifest: readonly ManifestEntryMessage[],
): EditorProblem[] {
  if (manifest.length === 0) return [];
  const problems: EditorProblem[] = [];
  const areas: Array<[Area, Section[]]> = [
    ['header', doc.template.header],
    ['main', doc.component_data],
    ['footer', doc.template.footer],
  ];
  for (const [area, sections] of areas) {
    for (const section of sections) {
      const issues = issuesOf(section, manifest);
      const title = manifest.find((entry) => entry.key === section.key)?.title ?? section.key;
      const at = { area, id: section.id, key: section.key, title };
      if (issues === null) problems.push({ ...at, path: '', message: UNKNOWN_SECTION_MESSAGE });
      else for (const issue of issues) problems.push({ ...at, ...issue });
    }
  }
  return problems;
}
