import { describe, expect, it } from 'vitest';
import { migrateTemplate, migrations } from './migrations.ts';
import { CURRENT_SCHEMA_VERSION } from './template.ts';

describe('template migrations', () => {
  it('are ordered, one step per version, ending at the current version', () => {
    expect(migrations.map((m) => m.to)).toEqual(migrations.map((_, i) => i + 1));
    expect(migrations.at(-1)?.to).toBe(CURRENT_SCHEMA_VERSION);
  });

  it('v0 → v1 moves data to props and gives every section a stable id', () => {
    const v0 = {
      template: {
        id: 'default',
        header: [{ key: 'rich-text', data: { html: '<p>Hi</p>' } }],
        footer: [],
      },
      component_data: [
        { key: 'spacer', data: { size: 'lg' } },
        { key: 'spacer', id: 'kept', props: {} },
      ],
    };
    const { template, from } = migrateTemplate(v0);
    expect(from).toBe(0);
    expect(template).toMatchObject({
      schema_version: 1,
      template: {
        header: [{ key: 'rich-text', id: 'header-0-rich-text', props: { html: '<p>Hi</p>' } }],
      },
      component_data: [
        { key: 'spacer', id: 'component_data-0-spacer', props: { size: 'lg' } },
        { key: 'spacer', id: 'kept', props: {} },
      ],
    });
    expect((template.component_data as object[])[0]).not.toHaveProperty('data');
    // migrating twice is harmless: ids do not change
    expect(migrateTemplate(template).template).toEqual(template);
  });

  it('leaves a current template as it is', () => {
    const v1 = { schema_version: 1, component_data: [{ key: 'spacer', id: 'a', props: {} }] };
    expect(migrateTemplate(v1).template).toEqual(v1);
  });

  it('reports a template newer than the runtime without touching it', () => {
    const future = { schema_version: CURRENT_SCHEMA_VERSION + 1, component_data: [] };
    expect(migrateTemplate(future)).toEqual({
      template: future,
      from: CURRENT_SCHEMA_VERSION + 1,
      tooNew: true,
    });
  });
});
