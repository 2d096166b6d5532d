import type { ComponentType } from 'react';
import { create } from 'zustand';
import type { PageMeta } from '../../schemas/template.ts';
import type { RenderMode } from './render-mode.tsx';
import type { ResolvedSection, ResolvedTemplate } from './resolved-template.ts';

/** What the editor's page toolbar (Edit Header / Edit Footer / Edit Page) is given. */
export interface PreviewToolbarProps {
  pageKey: string;
  page: PageMeta | null;
}

/** Set by the editor bridge after an allowed handshake: how the page renders in the editor. */
export interface PreviewChrome {
  /** `preview` with the bridge's section chrome. */
  renderMode: RenderMode;
  /** The editor's page-level buttons, rendered after the page's sections. */
  Toolbar: ComponentType<PreviewToolbarProps>;
  /** The page's template with what the editor pushed for it (runtime/preview/preview-template.ts). */
  show: (
    template: ResolvedTemplate,
    override: PreviewOverride | null,
    locationKey: string,
  ) => ResolvedTemplate;
}

/**
 * A template pushed by the editor (`loadTemplate`), validated in the browser. Parts left out
 * keep the page's own; it applies only to the location it was pushed for.
 */
export interface PreviewOverride {
  /** `location.key` of the page it was pushed for; a navigation makes it stale. */
  locationKey: string;
  header?: ResolvedSection[];
  main?: ResolvedSection[];
  footer?: ResolvedSection[];
  page?: PageMeta | null;
  /** Problems of the pushed template; left out, the page's own are shown. */
  problems?: string[];
  /**
   * Single sections the editor changed since (`updateSection`), by id: each replaces the section
   * with that id wherever it is, and nothing else re-renders.
   */
  sections?: Readonly<Record<string, ResolvedSection>>;
}

export interface PreviewState {
  chrome: PreviewChrome | null;
  override: PreviewOverride | null;
}

/**
 * What only the browser inside the editor knows: whether preview mode is on and the unsaved
 * template to show. Empty for shoppers (and on the server), so the page renders its loader's
 * template.
 */
export const usePreviewStore = create<PreviewState>()(() => ({ chrome: null, override: null }));

/** Turns preview mode on (the bridge calls it once, after the handshake). */
export function enterPreview(chrome: PreviewChrome): void {
  usePreviewStore.setState({ chrome });
}

/** Shows a pushed template on the current page instead of the loader's. */
export function showOverride(override: PreviewOverride): void {
  usePreviewStore.setState({ override });
}

/** Back to the page's own template (on navigation). */
export function resetOverride(): void {
  if (usePreviewStore.getState().override !== null) usePreviewStore.setState({ override: null });
}
