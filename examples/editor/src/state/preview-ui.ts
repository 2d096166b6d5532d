import { create } from 'zustand';

/** The narrowest a desktop is shown: the shop's desktop layout, scaled down if need be. */
export const DESKTOP_WIDTH = 1280;

/** The widths the preview can take (issue 20): a phone, a tablet, or a desktop. */
export const VIEWPORTS = [
  { id: 'mobile', label: 'Mobile', width: 375 },
  { id: 'tablet', label: 'Tablet', width: 768 },
  { id: 'desktop', label: 'Desktop', width: null },
] as const;

export type Viewport = (typeof VIEWPORTS)[number]['id'];

/** How the preview is shown: what only the editor's screen needs, apart from the document. */
export interface PreviewUiState {
  viewport: Viewport;
  /** The section picker (Add section) is open. */
  pickerOpen: boolean;
}

export const usePreviewUi = create<PreviewUiState>()(() => ({
  viewport: 'desktop',
  pickerOpen: false,
}));

/** Shows the preview at a phone's, a tablet's or the full width. */
export function setViewport(viewport: Viewport): void {
  usePreviewUi.setState({ viewport });
}

/** Opens or closes the section picker. */
export function setPickerOpen(pickerOpen: boolean): void {
  usePreviewUi.setState({ pickerOpen });
}
