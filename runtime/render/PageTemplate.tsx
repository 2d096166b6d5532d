import { useLocation } from 'react-router';
import type { SectionResolver } from '../../registry/index.ts';
import { usePreviewStore } from './preview-store.ts';
import { PRODUCTION_MODE, RenderModeProvider } from './render-mode.tsx';
import type { ResolvedTemplate } from './resolved-template.ts';
import { TemplateRenderer } from './TemplateRenderer.tsx';

/**
 * A page's template as shoppers see it; inside an allowed editor (preview store set by the editor
 * bridge) with the editor's unsaved template for this location, its section chrome and its page
 * toolbar. For shoppers the store is empty and this is `TemplateRenderer` in production mode.
 * The tree has the same shape either way, so preview mode arriving keeps every section mounted
 * and its server HTML on screen.
 */
export function PageTemplate({
  pageKey,
  template,
  registry,
}: {
  pageKey: string;
  template: ResolvedTemplate;
  registry: SectionResolver;
}) {
  const { key } = useLocation();
  const chrome = usePreviewStore((state) => state.chrome);
  const override = usePreviewStore((state) => state.override);
  // the editor's pushed template, shown by the editor bridge's code (shoppers have none)
  const shown = chrome ? chrome.show(template, override, key) : template;
  return (
    <RenderModeProvider value={chrome?.renderMode ?? PRODUCTION_MODE}>
      <TemplateRenderer template={shown} registry={registry} />
      {chrome ? <chrome.Toolbar pageKey={pageKey} page={shown.page} /> : null}
    </RenderModeProvider>
  );
}
