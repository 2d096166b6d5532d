import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRegistry } from '../../registry/index.ts';
import { resolveTemplate } from '../../runtime/render/resolve-template.ts';
import { TemplateRenderer } from '../../runtime/render/TemplateRenderer.tsx';
import { normalizeTemplate } from '../../schemas/normalize-template.ts';
import { createSectionValidator } from '../../schemas/section-validator.ts';
import { builtinSections } from '../../sections/index.ts';
import { storeHours } from './index.ts';

describe('a theme developer’s section', () => {
  it('registers next to the built-in sections and renders from a template with its defaults', async () => {
    const registry = createRegistry(builtinSections);
    registry.register(storeHours);
    expect(registry.manifest().map((entry) => entry.key)).toContain('store-hours');

    const validator = createSectionValidator({ sanitizeHtml: (html) => html });
    const template = resolveTemplate(
      normalizeTemplate({
        schema_version: 1,
        page_type: 'page',
        component_data: [
          {
            key: 'store-hours',
            id: 'hours',
            props: { rows: [{ days: 'Every day', hours: '9 – 5' }] },
          },
        ],
      }),
      { registry, validate: (definition, props) => validator.validate(definition.schema, props) },
    );
    render(<TemplateRenderer template={template} registry={registry} />);

    const section = await screen.findByRole('region', { name: 'Opening hours' });
    expect(within(section).getByRole('rowheader', { name: 'Every day' })).toBeInTheDocument();
    expect(within(section).getByRole('cell', { name: '9 – 5' })).toBeInTheDocument();
  });
});
