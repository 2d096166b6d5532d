import { describe, expect, it } from 'vitest';
import { richTextManifest } from '../testing/publishing-fixtures.ts';
import { describeChanges } from './describe-changes.ts';

const none = {
  added: [],
  removed: [],
  changed: [],
  reordered: false,
  layout: false,
  page: [],
  settings: [],
};

describe('describeChanges', () => {
  it('names sections by their titles and page settings in words', () => {
    expect(
      describeChanges(
        {
          ...none,
          added: [{ id: 'a', key: 'rich-text' }],
          removed: [{ id: 'b', key: 'spacer' }],
          page: ['title', 'meta_description'],
        },
        'Added rich-text; removed spacer',
        richTextManifest,
      ),
    ).toBe("Added Rich text; removed spacer; changed the page's title, meta description");
  });

  it('names the store settings a publish changed', () => {
    expect(
      describeChanges(
        { ...none, settings: ['theme_color', 'mode'] },
        'Store settings changed',
        richTextManifest,
      ),
    ).toBe('Changed the store settings (theme color, mode)');
  });

  it('keeps the API’s summary when the changes name nothing (a first publish)', () => {
    expect(describeChanges(none, 'First publish: 2 sections', richTextManifest)).toBe(
      'First publish: 2 sections',
    );
  });
});
