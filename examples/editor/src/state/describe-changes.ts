import type { ManifestEntryMessage } from '../../../../editor-bridge/protocol.ts';
import type { TemplateChanges } from '../../../../schemas/api/publishing.ts';

const PAGE_FIELDS: Record<string, string> = {
  title: 'title',
  meta_title: 'meta title',
  meta_description: 'meta description',
  image: 'sharing image',
  is_active: 'visibility',
};

/**
 * What a published version changed, with the section titles of the shop's manifest (`Added Rich
 * text, Image banner; changed Product grid`); the API's own summary when the changes name
 * nothing (a first publish).
 */
export function describeChanges(
  changes: TemplateChanges,
  summary: string,
  manifest: readonly ManifestEntryMessage[],
): string {
  const title = (key: string) => manifest.find((entry) => entry.key === key)?.title ?? key;
  const names = (sections: TemplateChanges['added']) => {
    const titles = sections.map((section) => title(section.key));
    return titles.length <= 3
      ? titles.join(', ')
      : `${titles.slice(0, 3).join(', ')} and ${titles.length - 3} more`;
  };
  const parts: string[] = [];
  if (changes.added.length > 0) parts.push(`added ${names(changes.added)}`);
  if (changes.removed.length > 0) parts.push(`removed ${names(changes.removed)}`);
  if (changes.changed.length > 0) parts.push(`changed ${names(changes.changed)}`);
  if (changes.reordered) parts.push('moved sections');
  if (changes.layout) parts.push('changed the header or footer');
  const fields = changes.page.map((field) => PAGE_FIELDS[field]).filter(Boolean);
  if (fields.length > 0) parts.push(`changed the page's ${fields.join(', ')}`);
  if (changes.settings.length > 0) {
    parts.push(`changed the store settings (${changes.settings.join(', ').replaceAll('_', ' ')})`);
  }
  if (parts.length === 0) return summary;
  const sentence = parts.join('; ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
