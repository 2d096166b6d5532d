import { use, useEffect, useState } from 'react';
import type { AnySectionDefinition } from '../../registry/index.ts';
import { hydratedWithPage } from './page-hydration.ts';
import {
  lazySectionComponent,
  loadSectionComponent,
  sectionElement,
  whenSectionNeeded,
} from './section-components.ts';
import { sectionHydrated } from './until-needed.ts';
import { useFromServer } from './use-hydrating.ts';

interface Props {
  definition: AnySectionDefinition;
  sectionId: string;
  /** The section hydrates when needed rather than with the page (decision 0011). */
  whenNeeded: boolean;
  props: Record<string, unknown>;
}

/**
 * A section's component with its props. Suspends (inside the section's Suspense boundary) until
 * the component's chunk has loaded; while the page hydrates, a section that hydrates when needed
 * also waits until it is needed, its server HTML shown as it is meanwhile.
 */
export function SectionContent({ definition, sectionId, whenNeeded, props }: Props) {
  const hydrating = useFromServer();
  // Whether this section came with the server's HTML, for its whole life: React must see the
  // same component type on every render, or it would mount the section afresh.
  const [fromServer] = useState(hydrating);
  useEffect(() => {
    if (fromServer && !whenNeeded) hydratedWithPage.add(sectionId);
    const element = fromServer && whenNeeded ? sectionElement(sectionId) : null;
    if (element) sectionHydrated(element);
  }, [fromServer, whenNeeded, sectionId]);

  if (!fromServer) {
    // first rendered in the browser: React.lazy, which a sync test render also waits for
    const Lazy = lazySectionComponent(definition);
    return <Lazy {...props} />;
  }
  // `use` on every render, as React requires: a loaded component's promise answers at once
  const Component = use(
    hydrating && whenNeeded
      ? whenSectionNeeded(definition, sectionId)
      : loadSectionComponent(definition),
  );
  return <Component {...props} />;
}
