import { type ReactNode, Suspense } from 'react';
import type { Registry } from '../../registry/index.ts';
import { hydratesWhenNeeded, isRendered } from './hydration-plan.ts';
import { useRenderMode } from './render-mode.tsx';
import type { ResolvedSection, ResolvedTemplate, TemplateArea } from './resolved-template.ts';
import { ErrorCard, SectionBoundary } from './SectionBoundary.tsx';
import { SectionContent } from './SectionContent.tsx';
import { SectionPlaceholder } from './SectionPlaceholder.tsx';

interface SectionViewProps {
  section: ResolvedSection;
  index: number;
  area: TemplateArea;
  registry: Registry;
  /** Hydrates when it nears the viewport rather than with the page (decision 0011). */
  whenNeeded: boolean;
}

function SectionView({ section, index, area, registry, whenNeeded }: SectionViewProps) {
  const { mode, SectionChrome } = useRenderMode();
  const preview = mode === 'preview';
  const definition = registry.resolve(section.key);

  let content: React.ReactNode = null;
  if (section.status === 'ok' && definition) {
    if (section.hidden) return null;
    content = (
      <SectionBoundary
        sectionKey={section.key}
        id={section.id}
        preview={preview}
        resetOn={section.props}
      >
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
  } else if (!preview) {
    return null; // unknown or invalid: already warned about where it was validated
  } else if (section.status === 'invalid') {
    content = <SectionPlaceholder sectionKey={section.key} errors={section.errors} />;
  } else {
    content = <SectionPlaceholder sectionKey={section.key} />;
  }

  const title = definition?.title ?? section.key;
  return (
    <div
      data-section-id={section.id}
      data-section-key={section.key}
      data-section-area={area}
      data-section-hydrate={whenNeeded ? 'when-needed' : undefined}
    >
      {SectionChrome ? (
        <SectionChrome
          id={section.id}
          sectionKey={section.key}
          title={title}
          index={index}
          area={area}
        >
          {content}
        </SectionChrome>
      ) : (
        content
      )}
    </div>
  );
}

function Area({
  sections,
  area,
  registry,
}: {
  sections: ResolvedSection[];
  area: TemplateArea;
  registry: Registry;
}) {
  let position = 0;
  return sections.map((section, index) => {
    const rendered = isRendered(section);
    const whenNeeded = rendered && hydratesWhenNeeded(area, position);
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
  registry: Registry;
  /** Content of `<main>` instead of the page sections: error pages inside the store layout. */
  main?: ReactNode;
}) {
  const { mode } = useRenderMode();
  return (
    <>
      {mode === 'preview' && template.problems.length > 0 && (
        <ErrorCard role="note">
          <strong>This template has problems</strong>
          <ul>
            {template.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </ErrorCard>
      )}
      <Area sections={template.header} area="header" registry={registry} />
      <main id="main-content" tabIndex={-1}>
        {main ?? <Area sections={template.main} area="main" registry={registry} />}
      </main>
      <Area sections={template.footer} area="footer" registry={registry} />
    </>
  );
}
