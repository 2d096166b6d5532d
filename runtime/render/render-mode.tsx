import { createContext, type ReactNode, useContext } from 'react';

/** What the editor overlay draws around each section in preview (spec §2 "Preview mode"). */
export interface SectionChromeProps {
  id: string;
  sectionKey: string;
  title: string;
  index: number;
  area: 'header' | 'main' | 'footer';
  children: ReactNode;
}

export interface RenderMode {
  /** `production` for shoppers; `preview` inside an allowed editor after the handshake. */
  mode: 'production' | 'preview';
  /** Preview only: wraps each section with the editor's outline and Edit button. */
  SectionChrome?: (props: SectionChromeProps) => ReactNode;
}

const RenderModeContext = createContext<RenderMode>({ mode: 'production' });

export const RenderModeProvider = RenderModeContext.Provider;

/** The current render mode; production unless an editor bridge said otherwise. */
export function useRenderMode(): RenderMode {
  return useContext(RenderModeContext);
}
