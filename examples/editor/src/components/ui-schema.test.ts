import { describe, expect, it } from 'vitest';
import { defaultProps } from '../state/default-props.ts';
import { uiSchemaFor } from './ui-schema.ts';

const schema = {
  type: 'object',
  properties: {
    html: { type: 'string', contentMediaType: 'text/html' },
    heading: { type: 'string' },
    align: { type: 'string', default: 'left' },
    cta: {
      type: 'object',
      properties: {
        label: { type: 'string' },
        note: { type: 'string', contentMediaType: 'text/html' },
      },
      required: ['label'],
    },
  },
  required: ['html', 'cta'],
};

describe('uiSchemaFor', () => {
  it('gives HTML props a textarea, at any depth, and hides the submit button', () => {
    const ui = uiSchemaFor(schema);
    expect(ui['ui:submitButtonOptions']).toEqual({ norender: true });
    expect(ui.html['ui:widget']).toBe('textarea');
    expect(ui.heading).toBeUndefined();
    expect(ui.cta.note['ui:widget']).toBe('textarea');
  });
});

describe('defaultProps', () => {
  it('uses schema defaults and fills required strings and objects', () => {
    expect(defaultProps(schema)).toEqual({ html: '', align: 'left', cta: { label: '' } });
  });
});
