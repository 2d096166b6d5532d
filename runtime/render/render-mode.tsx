import { createContext, type ReactNode, useContext } from 'react';
import type { SectionIssue } from '../../schemas/section-issues.ts';

/**
 * What the editor overlay draws on each section in preview (spec §2 "Preview mode"): rendered as
 * the first child of the section's wrapper, beside the section rather than around it, so turning
 * preview on never moves (and so never remounts) a section that is already on the page.
 */
export interface SectionChromeProps {
  id: string;
  /** The section type's key; the chrome names it by the manifest's title (decision 0010). */
  sectionKey: string;
  index: number;
  area: 'header' | 'main' | 'footer';
}

/** What the preview shows for a section that cannot render. */
export interface SectionPlaceholderProps {
  sectionKey: string;
  /** Each problem with its props; left out for an unknown key. */
  errors?: readonly SectionIssue[] | undefined;
}

export interface RenderMode {
  /** `production` for shoppers; `preview` inside an allowed editor after the handshake. */
  mode: 'production' | 'preview';
  /** Preview only: the editor's outline and Edit button of each section. */
  SectionChrome?: (props: SectionChromeProps) => ReactNode;
  /** Preview only: drawn for an unknown or invalid section (shoppers get nothing). */
  SectionPlaceholder?: (props: SectionPlaceholderProps) => ReactNode;
  /** Preview only: drawn for a section that threw while rendering (shoppers get nothing). */
  SectionError?: (props: { sectionKey: string; message: string }) => ReactNode;
  /** Preview only: the template's problems, drawn above its sections. */
  TemplateProblems?: (props: { problems: readonly string[] }) => ReactNode;
}

/** The shoppers' render mode (one object, so providing it again changes nothing). */
export const PRODUCTION_MODE: RenderMode = { mode: 'production' };

export const RenderModeContext = createContext<RenderMode>(PRODUCTION_MODE);

export const RenderModeProvider = RenderModeContext.Provider;

/** The current render mode; production unless an editor bridge said otherwise. */
export function useRenderMode(): RenderMode {
  return useContext(RenderModeContext);
}
