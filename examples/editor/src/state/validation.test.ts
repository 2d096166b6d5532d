import { describe, expect, it } from 'vitest';
import { rich, richTextManifest } from '../testing/publishing-fixtures.ts';
import type { EditorDocument } from './document.ts';
import { documentProblems, UNKNOWN_SECTION_MESSAGE } from './validation.ts';

const doc = (
  main: EditorDocument['component_data'],
  header: EditorDocument['component_data'] = [],
) => ({
  template: { id: 'default', header, footer: [] },
  page: null,
  component_data: main,
});

describe('documentProblems', () => {
  it('finds nothing on a page whose sections all follow their schema', () => {
    expect(documentProblems(doc([rich('a', '<p>A</p>')]), richTextManifest)).toEqual([]);
  });

  it('names each problem with its section, in header, page, footer order, unknown props and keys included', () => {
    const problems = documentProblems(
      doc(
        [
          { key: 'rich-text', id: 'extra', props: { html: 'x', colour: 'red' } },
          { key: 'ghost', id: 'g', props: {} },
        ],
        [{ key: 'rich-text', id: 'empty', props: { html: '' } }],
      ),
      richTextManifest,
    );
    expect(problems).toEqual([
      expect.objectContaining({ area: 'header', id: 'empty', title: 'Rich text', path: '/html' }),
      expect.objectContaining({
        area: 'main',
        id: 'extra',
        path: '/colour',
        message: 'is not a known property',
      }),
      {
        area: 'main',
        id: 'g',
        key: 'ghost',
        title: 'ghost',
        path: '',
        message: UNKNOWN_SECTION_MESSAGE,
      },
    ]);
  });

  it('checks nothing before the storefront sent its manifest', () => {
    expect(documentProblems(doc([{ key: 'ghost', id: 'g', props: {} }]), [])).toEqual([]);
  });
});
