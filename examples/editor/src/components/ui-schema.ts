import type { UiSchema } from '@rjsf/utils';

type Schema = Record<string, unknown>;

/**
 * The form layout for a section's JSON Schema: HTML props (`contentMediaType: 'text/html'`) get a
 * textarea, nested objects are walked, and the form has no submit button (every change is live).
 */
export function uiSchemaFor(schema: Schema, root = true): UiSchema {
  const ui: UiSchema = root ? { 'ui:submitButtonOptions': { norender: true } } : {};
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  for (const [name, property] of Object.entries(properties)) {
    if (property.contentMediaType === 'text/html') {
      ui[name] = {
        'ui:widget': 'textarea',
        'ui:options': { rows: 6 },
        'ui:help': 'HTML. Scripts, event handlers and javascript: links are removed on the page.',
      };
    } else if (property.type === 'object') {
      ui[name] = uiSchemaFor(property, false);
    }
  }
  return ui;
}
