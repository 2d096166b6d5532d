import { data } from 'react-router';
import { CURRENT_SCHEMA_VERSION } from '../../schemas/template.ts';
import { type LoadPageOptions, type PageData, prepareTemplate } from './load-page.server.ts';

/** The route id of the section preset pictures (SECTION_PRESET_PATH): a bare document. */
export const SECTION_PRESET_ROUTE = 'section-preset';

/**
 * One section preset alone (SECTION_PRESET_PATH `/{key}/{preset}`), the picture the editor's
 * section picker shows of it: a template of that one section with the preset's props, validated
 * and its data loaded like any page's, so it looks exactly as it will on the page. Throws the
 * 404 page for an unknown section or preset.
 */
export async function loadSectionPreset(
  key: string | undefined,
  preset: string | undefined,
  options: LoadPageOptions,
): Promise<PageData & { presetTitle: string }> {
  const definition = key === undefined ? undefined : options.registry.resolve(key);
  const chosen = /^\d+$/.test(preset ?? '') ? definition?.presets?.[Number(preset)] : undefined;
  if (!definition || !chosen) throw data(null, { status: 404, statusText: 'Page Not Found' });
  const page = await prepareTemplate(
    {
      schema_version: CURRENT_SCHEMA_VERSION,
      page_type: 'page',
      page: null,
      template: { id: 'preset', header: [], footer: [] },
      component_data: [
        { key: definition.key, id: `preset-${definition.key}`, props: chosen.props },
      ],
    },
    { ...options, pageKey: SECTION_PRESET_ROUTE },
  );
  // nothing hydrates in a picture (the document has no scripts): no chunk to preload
  return { ...page, sectionChunks: [], presetTitle: `${definition.title}: ${chosen.name}` };
}
