import type { AnySectionDefinition, Registry } from '../../registry/index.ts';
import { allSections, type ResolvedTemplate } from './resolved-template.ts';

/** The definitions of the sections that will render, for preloading their chunks. */
export function renderedDefinitions(
  template: ResolvedTemplate,
  registry: Registry,
): AnySectionDefinition[] {
  return allSections(template).flatMap((section) => {
    const definition =
      section.status === 'ok' && !section.hidden ? registry.resolve(section.key) : undefined;
    return definition ? [definition] : [];
  });
}
