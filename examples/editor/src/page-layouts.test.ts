import { describe, expect, it } from 'vitest';
import { PAGE_LAYOUTS, slugFromTitle } from './page-layouts.ts';
import { richTextManifest } from './testing/publishing-fixtures.ts';

describe('new page layouts', () => {
  it('makes an address from a title', () => {
    expect(slugFromTitle('Summer Sale!')).toBe('summer-sale');
    expect(slugFromTitle('  Café & crème — 2026 ')).toBe('cafe-creme-2026');
    expect(slugFromTitle('---')).toBe('');
    expect(slugFromTitle('a'.repeat(90))).toHaveLength(80);
  });

  it('builds a layout from the shop’s presets, or offers none when a section is missing', () => {
    const content = PAGE_LAYOUTS.find((layout) => layout.id === 'content');
    const sections = content?.sections(richTextManifest, 'Tea & <cake>');
    expect(sections).toHaveLength(1);
    expect(sections?.[0]?.props.html).toContain('<h1>Tea &#38; &#60;cake&#62;</h1>');
    const landing = PAGE_LAYOUTS.find((layout) => layout.id === 'landing');
    expect(landing?.sections(richTextManifest, 'Sale')).toBeNull();
  });
});
