import { memo, type ReactNode, Suspense, useMemo } from 'react';
import type { SectionResolver } from '../../registry/index.ts';
import { hydratesWhenNeeded, isRendered } from './hydration-plan.ts';
import { useRenderMode } from './render-mode.tsx';
import type { ResolvedSection, ResolvedTemplate, TemplateArea } from './resolved-template.ts';
import { SectionBoundary } from './SectionBoundary.tsx';
import { SectionContent } from './SectionContent.tsx';

interface SectionViewProps {
  section: ResolvedSection;
  index: number;
  area: TemplateArea;
  registry: SectionResolver;
  /** Hydrates when it nears the viewport rather than with the page (decision 0011). */
  whenNeeded: boolean;
}

/**
 * One section in its wrapper. Its content is memoised on its props (the preview's validator
 * answers unchanged props with the same object), so the editor's change to one section
 * re-renders that one only (DESIGN §6); and the wrapper's children keep their places whether or
 * not the editor's chrome is on, so turning preview on re-renders no section and keeps every
 * server-rendered one on screen (no blank flash).
 */
const SectionView = memo(function SectionView({
  section,
  index,
  area,
  registry,
  whenNeeded,
}: SectionViewProps) {
  const { SectionChrome, SectionPlaceholder } = useRenderMode();
  const definition = registry.resolve(section.key);
  const renderable = section.status === 'ok' && definition !== undefined;

  // The same element while the section is unchanged: a change of render mode alone (the editor's
  // chrome arriving) must not reach the section, or React would drop server HTML still waiting
  // to hydrate (decision 0011). SectionBoundary reads the mode from context itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: an unchanged section has the same props
  const content = useMemo(() => {
    if (section.status !== 'ok' || !definition) return null;
    return (
      <SectionBoundary sectionKey={section.key} id={section.id} resetOn={section.props}>
        <Suspense fallback={null}>
          <SectionContent
            definition={definition}
            sectionId={section.id}
            whenNeeded={whenNeeded}
            props={section.props}
          />
        </Suspense>
      </SectionBoundary>
    );
  }, [section.status === 'ok' ? section.props : section, definition, whenNeeded]);

  if (section.status === 'ok' && section.hidden) return null;
  // unknown or invalid: already warned about where it was validated; a placeholder in preview
  if (!renderable && !SectionPlaceholder) return null;

  return (
    <div
      data-section-id={section.id}
      data-section-key={section.key}
      data-section-area={area}
      data-section-hydrate={whenNeeded ? 'when-needed' : undefined}
    >
      {SectionChrome ? (
        <SectionChrome id={section.id} sectionKey={section.key} index={index} area={area} />
      ) : null}
      {renderable || !SectionPlaceholder ? (
        content
      ) : (
        <SectionPlaceholder
          sectionKey={section.key}
          errors={section.status === 'invalid' ? section.errors : undefined}
        />
      )}
    </div>
  );
});

function Area({
  sections,
  area,
  registry,
}: {
  sections: ResolvedSection[];
  area: TemplateArea;
  registry: SectionResolver;
}) {
  let position = 0;
  return sections.map((section, index) => {
    const rendered = isRendered(section);
    const whenNeeded =
      rendered && hydratesWhenNeeded(area, position, registry.resolve(section.key)?.hydrate);
    if (rendered) position += 1;
    return (
      <SectionView
        key={section.id}
        section={section}
        index={index}
        area={area}
        registry={registry}
        whenNeeded={whenNeeded}
      />
    );
  });
}

/**
 * Renders a resolved template: header sections, the page's sections inside `<main>`, footer
 * sections (DESIGN §4). Each section has its own error boundary and Suspense boundary, so no
 * section can take down the page.
 */
export function TemplateRenderer({
  template,
  registry,
  main,
}: {
  template: ResolvedTemplate;
  registry: SectionResolver;
  /** Content of `<main>` instead of the page sections: error pages inside the store layout. */
  main?: ReactNode;
}) {
  // preview only: the editor bridge draws them
  const { TemplateProblems } = useRenderMode();
  return (
    <>
      {TemplateProblems && template.problems.length > 0 && (
        <TemplateProblems problems={template.problems} />
      )}
      <Area sections={template.header} area="header" registry={registry} />
      <main id="main-content" tabIndex={-1}>
        {main ?? <Area sections={template.main} area="main" registry={registry} />}
      </main>
      <Area sections={template.footer} area="footer" registry={registry} />
    </>
  );
}
