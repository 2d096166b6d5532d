import type { SectionIssue } from '../../schemas/section-issues.ts';
import type { PageMeta, PageType } from '../../schemas/template.ts';

/** A section ready to render, or the reason it cannot be (DESIGN §4 "Renderer behaviour"). */
export type ResolvedSection =
  | { status: 'ok'; id: string; key: string; props: Record<string, unknown>; hidden: boolean }
  | { status: 'unknown'; id: string; key: string }
  | { status: 'invalid'; id: string; key: string; errors: SectionIssue[] };

/** The area of the page a section sits in. */
export type TemplateArea = 'header' | 'main' | 'footer';

/** A template after validation: what the renderer draws, section by section. */
export interface ResolvedTemplate {
  layoutId: string;
  header: ResolvedSection[];
  main: ResolvedSection[];
  footer: ResolvedSection[];
  page: PageMeta | null;
  pageType: PageType;
  /** Problems with the envelope itself (missing component_data, a section without key…). */
  problems: string[];
}

/** Every section of the template, header first. */
export function allSections(template: ResolvedTemplate): ResolvedSection[] {
  return [...template.header, ...template.main, ...template.footer];
}
