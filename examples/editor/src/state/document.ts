import type { AdminTemplateUpdate } from '../../../../schemas/api/admin.ts';
import {
  CURRENT_SCHEMA_VERSION,
  type PageMeta,
  type Section,
  type TemplateEnvelope,
} from '../../../../schemas/template.ts';

/** Where a section sits: the layout's header or footer, or the page's own sections. */
export type Area = 'header' | 'main' | 'footer';

/**
 * What the editor edits for one page: the envelope parts `loadTemplate` and the admin endpoint
 * take (DESIGN §4), so pushing and saving need no translation.
 */
export interface EditorDocument {
  template: { id: string; header: Section[]; footer: Section[] };
  page: PageMeta | null;
  component_data: Section[];
}

/** The editable parts of a template envelope. */
export function docOf(envelope: TemplateEnvelope): EditorDocument {
  return {
    template: {
      id: envelope.template.id,
      header: envelope.template.header,
      footer: envelope.template.footer,
    },
    page: envelope.page,
    component_data: envelope.component_data,
  };
}

/** The page meta fields the editor changes (spec §3 page meta). */
export type PageMetaField = 'title' | 'meta_title' | 'meta_description';

/** The sections of `area` (the live array: mutate it inside an immer recipe). */
export function sectionsOf(doc: EditorDocument, area: Area): Section[] {
  if (area === 'main') return doc.component_data;
  return doc.template[area];
}

/** The area and position of the section with `id`, or `null`. */
export function findSection(
  doc: EditorDocument,
  id: string,
): { area: Area; index: number; section: Section } | null {
  for (const area of ['main', 'header', 'footer'] as const) {
    const index = sectionsOf(doc, area).findIndex((section) => section.id === id);
    const section = sectionsOf(doc, area)[index];
    if (section) return { area, index, section };
  }
  return null;
}

function allIds(doc: EditorDocument): Set<string> {
  return new Set(
    [...doc.template.header, ...doc.component_data, ...doc.template.footer].map((s) => s.id),
  );
}

/**
 * A new section id, unique in the whole template (ids address sections across header, page and
 * footer): the key and a short random suffix, e.g. `rich-text-k3f9a2`.
 */
export function newSectionId(doc: EditorDocument, key: string, random = Math.random): string {
  const taken = allIds(doc);
  for (;;) {
    const id = `${key}-${random().toString(36).slice(2, 8)}`;
    if (!taken.has(id)) return id;
  }
}

/** Inserts `section` into `area` at `index` (default: the end). */
export function addSection(
  doc: EditorDocument,
  area: Area,
  section: Section,
  index?: number,
): void {
  const list = sectionsOf(doc, area);
  list.splice(index === undefined ? list.length : Math.max(0, index), 0, section);
}

/** Removes the section with `id` from `area`; returns whether it was there. */
export function removeSection(doc: EditorDocument, area: Area, id: string): boolean {
  const list = sectionsOf(doc, area);
  const index = list.findIndex((section) => section.id === id);
  if (index < 0) return false;
  list.splice(index, 1);
  return true;
}

/** Moves the section at `from` to `to` within `area` (both clamped to the list). */
export function moveSection(doc: EditorDocument, area: Area, from: number, to: number): void {
  const list = sectionsOf(doc, area);
  if (from < 0 || from >= list.length) return;
  const target = Math.min(Math.max(to, 0), list.length - 1);
  if (target === from) return;
  const [moved] = list.splice(from, 1);
  if (moved) list.splice(target, 0, moved);
}

/** Copies the section with `id` right after itself, with a new id; returns the new id. */
export function duplicateSection(
  doc: EditorDocument,
  area: Area,
  id: string,
  random = Math.random,
): string | null {
  const list = sectionsOf(doc, area);
  const index = list.findIndex((section) => section.id === id);
  const original = list[index];
  if (!original) return null;
  // JSON, not structuredClone: inside an immer recipe `original` is a proxy
  const copy: Section = {
    ...(JSON.parse(JSON.stringify(original)) as Section),
    id: newSectionId(doc, original.key, random),
  };
  list.splice(index + 1, 0, copy);
  return copy.id;
}

/** Hides or shows the section with `id` (hidden sections stay in the template, unrendered). */
export function setHidden(doc: EditorDocument, area: Area, id: string, hidden: boolean): void {
  const section = sectionsOf(doc, area).find((s) => s.id === id);
  if (!section) return;
  if (hidden) section.hidden = true;
  else delete section.hidden;
}

/** Replaces the props of the section with `id`. */
export function setProps(
  doc: EditorDocument,
  area: Area,
  id: string,
  props: Record<string, unknown>,
): void {
  const section = sectionsOf(doc, area).find((s) => s.id === id);
  if (section) section.props = props;
}

/** Sets one page meta field; empty meta title and description become `null` (not set). */
export function setPageMeta(doc: EditorDocument, field: PageMetaField, value: string): void {
  if (!doc.page) return;
  if (field === 'title') doc.page.title = value;
  else doc.page[field] = value === '' ? null : value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The body of `PUT /api/admin/templates/{pageKey}` for what changed since `saved`, or `null` when
 * nothing did. Only changed parts are sent: the header and footer belong to a layout shared by
 * every page, so they are written only when they were edited. Sections always go with the
 * current `schema_version`; `upgrade` sends them even unchanged (a template opened from an older
 * version is stored at the current one with the first save).
 */
export function saveBody(
  doc: EditorDocument,
  saved: EditorDocument,
  { upgrade = false }: { upgrade?: boolean } = {},
): AdminTemplateUpdate | null {
  const body: AdminTemplateUpdate = {};
  if (!same(doc.template, saved.template)) body.template = structuredClone(doc.template);
  if (upgrade || !same(doc.component_data, saved.component_data)) {
    body.component_data = structuredClone(doc.component_data);
    body.schema_version = CURRENT_SCHEMA_VERSION;
  }
  if (doc.page && !same(doc.page, saved.page)) {
    body.page = {
      title: doc.page.title,
      meta_title: doc.page.meta_title,
      meta_description: doc.page.meta_description,
    };
  }
  return Object.keys(body).length > 0 ? body : null;
}
