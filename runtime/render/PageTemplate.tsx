import { useLocation } from 'react-router';
import type { Registry } from '../../registry/index.ts';
import { previewTemplate, usePreviewStore } from './preview-store.ts';
import { RenderModeProvider } from './render-mode.tsx';
import type { ResolvedTemplate } from './resolved-template.ts';
import { TemplateRenderer } from './TemplateRenderer.tsx';

/**
 * A page's template as shoppers see it; inside an allowed editor (preview store set by the editor
 * bridge) with the editor's unsaved template for this location, its section chrome and its page
 * toolbar. For shoppers the store is empty and this is exactly `TemplateRenderer`.
 */
export function PageTemplate({
  pageKey,
  template,
  registry,
}: {
  pageKey: string;
  template: ResolvedTemplate;
  registry: Registry;
}) {
  const { key } = useLocation();
  const chrome = usePreviewStore((state) => state.chrome);
  const override = usePreviewStore((state) => state.override);
  const shown = previewTemplate(template, override, key);
  const rendered = <TemplateRenderer template={shown} registry={registry} />;
  if (!chrome) return rendered;
  return (
    <RenderModeProvider value={chrome.renderMode}>
      {rendered}
      <chrome.Toolbar pageKey={pageKey} page={shown.page} />
    </RenderModeProvider>
  );
}
