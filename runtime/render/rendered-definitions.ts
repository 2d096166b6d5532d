import type { AnySectionDefinition, SectionResolver } from '../../registry/index.ts';
import { allSections, type ResolvedTemplate } from './resolved-template.ts';

/** The definitions of the sections that will render, for preloading their chunks. */
export function renderedDefinitions(
  template: ResolvedTemplate,
  registry: SectionResolver,
): AnySectionDefinition[] {
  return allSections(template).flatMap((section) => {
    const definition =
      section.status === 'ok' && !section.hidden ? registry.resolve(section.key) : undefined;
    return definition ? [definition] : [];
  });
}
