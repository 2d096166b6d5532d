import type { ManifestEntryMessage } from '../../../editor-bridge/protocol.ts';
import type { Section } from '../../../schemas/template.ts';

/** A ready-made layout for a new page: sections taken from the shop's own presets. */
export interface PageLayout {
  id: string;
  name: string;
  description: string;
  /** The sections, or `null` when the shop lacks a section it needs. */
  sections(manifest: readonly ManifestEntryMessage[], title: string): Section[] | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A section of `key` with the props of its preset `name` (else its first preset). */
function fromPreset(
  manifest: readonly ManifestEntryMessage[],
  key: string,
  name?: string,
): Section | null {
  const entry = manifest.find((candidate) => candidate.key === key);
  const preset = entry?.presets.find((candidate) => candidate.name === name) ?? entry?.presets[0];
  if (!entry || !preset) return null;
  const suffix = Math.random().toString(36).slice(2, 8);
  return {
    key,
    id: `${key}-${suffix}`,
    props: structuredClone(preset.props) as Record<string, unknown>,
  };
}

function all(sections: Array<Section | null>): Section[] | null {
  return sections.every((section) => section !== null) ? (sections as Section[]) : null;
}

/** The layouts New page offers besides a blank page. */
export const PAGE_LAYOUTS: readonly PageLayout[] = [
  {
    id: 'content',
    name: 'Content page',
    description: 'A heading and text, like About us.',
    sections: (manifest, title) => {
      const text = fromPreset(manifest, 'rich-text', 'Heading and paragraph');
      if (!text) return null;
      text.props = {
        ...text.props,
        html: `<h1>${escapeHtml(title)}</h1><p>Write what this page is about.</p>`,
      };
      return [text];
    },
  },
  {
    id: 'landing',
    name: 'Landing page',
    description: 'A banner, a row of products and a statement, for a sale or a season.',
    sections: (manifest) =>
      all([
        fromPreset(manifest, 'image-banner'),
        fromPreset(manifest, 'product-grid'),
        fromPreset(manifest, 'rich-text', 'Centred statement'),
      ]),
  },
];

/**
 * A slug from a title: lowercase letters and digits in words joined by single hyphens
 * (`Summer sale!` → `summer-sale`), at most 80 characters.
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}
