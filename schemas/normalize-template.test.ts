import { describe, expect, it } from 'vitest';
import { normalizeTemplate } from './normalize-template.ts';

const page = { id: 1, slug: 'about-us', title: 'About us' };

describe('normalizeTemplate', () => {
  it('reads a well-formed envelope without problems', () => {
    const { template, problems } = normalizeTemplate({
      template: { id: 'default', header: [{ key: 'spacer', id: 'h1', props: {} }], footer: [] },
      page,
      page_type: 'page',
      component_data: [{ key: 'rich-text', id: 'a', props: { html: '<p>x</p>' } }],
      schema_version: 1,
    });
    expect(problems).toEqual([]);
    expect(template.header).toEqual([
      { kind: 'section', id: 'h1', key: 'spacer', props: {}, hidden: false },
    ]);
    expect(template.main[0]).toMatchObject({ kind: 'section', key: 'rich-text' });
    expect(template.page?.slug).toBe('about-us');
  });

  it('renders what it can when component_data is missing, naming the problem', () => {
    const { template, problems } = normalizeTemplate({
      template: { id: 'default', header: [], footer: [] },
      page,
    });
    expect(template.main).toEqual([]);
    expect(problems).toContain('component_data is missing; the page has no sections');
  });

  it('keeps the other sections when one has no key', () => {
    const { template, problems } = normalizeTemplate({
      schema_version: 1,
      component_data: [
        { id: 'x', props: {} },
        { key: 'spacer', id: 'y', props: {} },
      ],
    });
    expect(template.main[0]).toMatchObject({
      kind: 'malformed',
      id: 'x',
      errors: [{ path: '/key', message: 'section has no key' }],
    });
    expect(template.main[1]).toMatchObject({ kind: 'section', key: 'spacer' });
    expect(problems[0]).toMatch(/component_data\[0\] is malformed/);
  });

  it('accepts component_data sent as a JSON string, and names one that is not JSON', () => {
    const ok = normalizeTemplate({
      schema_version: 1,
      component_data: '[{"key":"spacer","id":"s","props":{}}]',
    });
    expect(ok.template.main).toHaveLength(1);
    const bad = normalizeTemplate({ schema_version: 1, component_data: '{not json' });
    expect(bad.template.main).toEqual([]);
    expect(bad.problems[0]).toMatch(/not JSON/);
  });

  it('survives a template that is not an object at all', () => {
    for (const input of [null, 42, 'nope', [1, 2]]) {
      const { template, problems } = normalizeTemplate(input);
      expect(template.main).toEqual([]);
      expect(problems.length).toBeGreaterThan(0);
    }
  });

  it('makes duplicate section ids unique so the editor can address each', () => {
    const { template } = normalizeTemplate({
      schema_version: 1,
      component_data: [
        { key: 'spacer', id: 'same', props: {} },
        { key: 'spacer', id: 'same', props: {} },
      ],
    });
    expect(template.main.map((s) => s.id)).toEqual(['same', 'same~1']);
  });
});
