import type { TemplateChanges } from '../../../schemas/api/publishing.ts';
import type { Section } from '../../../schemas/template.ts';
import type { StoredTemplate } from '../db/schema.ts';
import { sameJson as same } from './same-json.ts';

// What a publish changed, for History: sections added, removed and changed (by id), whether they
// moved, whether the shared header or footer changed, and which page settings did.

const brief = ({ id, key }: Section) => ({ id, key });

/** The changes from `before` (the live template; `null` for a first publish) to `after`. */
export function templateChanges(
  before: Required<StoredTemplate> | null,
  after: Required<StoredTemplate>,
): TemplateChanges {
  const old = new Map((before?.component_data ?? []).map((section) => [section.id, section]));
  const now = new Set(after.component_data.map((section) => section.id));
  const added = after.component_data.filter((section) => !old.has(section.id)).map(brief);
  const removed = (before?.component_data ?? [])
    .filter((section) => !now.has(section.id))
    .map(brief);
  const changed = after.component_data
    .filter((section) => {
      const previous = old.get(section.id);
      return (
        previous !== undefined &&
        (previous.key !== section.key ||
          !same(previous.props, section.props) ||
          Boolean(previous.hidden) !== Boolean(section.hidden))
      );
    })
    .map(brief);
  const kept = after.component_data.map((s) => s.id).filter((id) => old.has(id));
  const keptBefore = (before?.component_data ?? []).map((s) => s.id).filter((id) => now.has(id));
  const page =
    before === null
      ? []
      : (Object.keys(after.page) as Array<keyof StoredTemplate['page']>).filter(
          (field) => !same(before.page[field], after.page[field]),
        );
  return {
    added,
    removed,
    changed,
    reordered: !same(kept, keptBefore),
    layout:
      before !== null &&
      (before.layout_id !== after.layout_id ||
        !same(before.header, after.header) ||
        !same(before.footer, after.footer)),
    page,
    settings: [],
  };
}

const keys = (sections: TemplateChanges['added']) => {
  const names = sections.map((section) => section.key);
  return names.length <= 3
    ? names.join(', ')
    : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
};

/**
 * One short sentence of `changes`: `Added rich-text; removed spacer; changed image-banner;
 * header or footer changed`. `first` says the page had never been published.
 */
export function changeSummary(changes: TemplateChanges, first: boolean, sections: number): string {
  if (first) return `First publish: ${sections} ${sections === 1 ? 'section' : 'sections'}`;
  const parts: string[] = [];
  if (changes.added.length > 0) parts.push(`Added ${keys(changes.added)}`);
  if (changes.removed.length > 0) parts.push(`removed ${keys(changes.removed)}`);
  if (changes.changed.length > 0) parts.push(`changed ${keys(changes.changed)}`);
  if (changes.reordered) parts.push('sections reordered');
  if (changes.layout) parts.push('header or footer changed');
  if (changes.page.length > 0) parts.push(`page settings changed (${changes.page.join(', ')})`);
  if (changes.settings.length > 0) {
    parts.push(`store settings changed (${changes.settings.join(', ')})`);
  }
  if (parts.length === 0) return 'Published again, nothing changed';
  const sentence = parts.join('; ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
