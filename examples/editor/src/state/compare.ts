import type { Section } from '../../../../schemas/template.ts';
import type { EditorDocument } from './document.ts';

/** How two versions of a page differ, for a store owner choosing between them. */
export interface DocumentDifference {
  /** Sections only the first version has. */
  onlyFirst: Section[];
  /** Sections only the second version has. */
  onlySecond: Section[];
  /** Sections both have, with other settings (the first version's). */
  changed: Section[];
  /** Whether the title, meta title or meta description differ. */
  page: boolean;
  /** Whether the header or footer differ. */
  layout: boolean;
}

/** JSON with sorted keys: a server's database may hand objects back in another key order. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : item,
  );
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** What differs between `first` and `second`, section by section (by id). */
export function compareDocuments(
  first: EditorDocument,
  second: EditorDocument,
): DocumentDifference {
  const theirs = new Map(second.component_data.map((section) => [section.id, section]));
  const mine = new Set(first.component_data.map((section) => section.id));
  return {
    onlyFirst: first.component_data.filter((section) => !theirs.has(section.id)),
    onlySecond: second.component_data.filter((section) => !mine.has(section.id)),
    changed: first.component_data.filter((section) => {
      const other = theirs.get(section.id);
      return other !== undefined && !same(other, section);
    }),
    page: !same(first.page, second.page),
    layout: !same(first.template, second.template),
  };
}
