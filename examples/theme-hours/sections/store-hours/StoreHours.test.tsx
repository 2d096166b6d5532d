import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRegistry } from '../../../../registry/index.ts';
import { resolveTemplate } from '../../../../runtime/render/resolve-template.ts';
import { TemplateRenderer } from '../../../../runtime/render/TemplateRenderer.tsx';
import { normalizeTemplate } from '../../../../schemas/normalize-template.ts';
import { createSectionValidator } from '../../../../schemas/section-validator.ts';
import theme from '../../storefront.config.ts';
import { storeHours } from './index.ts';

const validator = createSectionValidator({ sanitizeHtml: (html) => html });

function renderTemplate(componentData: { key: string; id: string; props: object }[]) {
  const registry = createRegistry(theme.sections);
  const template = resolveTemplate(
    normalizeTemplate({ schema_version: 1, page_type: 'page', component_data: componentData }),
    { registry, validate: (definition, props) => validator.validate(definition.schema, props) },
  );
  render(<TemplateRenderer template={template} registry={registry} />);
}

describe('the example theme’s store-hours section', () => {
  it('renders from a template with its defaults, registered by the theme alone', async () => {
    renderTemplate([
      { key: 'store-hours', id: 'hours', props: { rows: [{ days: 'Every day', hours: '9 – 5' }] } },
    ]);
    const section = await screen.findByRole('region', { name: 'Opening hours' });
    expect(within(section).getByRole('rowheader', { name: 'Every day' })).toBeInTheDocument();
    expect(within(section).getByRole('cell', { name: '9 – 5' })).toBeInTheDocument();
  });

  it('offers presets its own schema accepts', () => {
    expect(storeHours.presets?.length).toBeGreaterThan(0);
    for (const preset of storeHours.presets ?? []) {
      expect(validator.validate(storeHours.schema, preset.props)).toMatchObject({ ok: true });
    }
  });
});
