/**
 * In the accessibility tree, out of sight: the one definition behind `VisuallyHidden`, the
 * skip link of the global styles until it has focus, and hidden dialog titles.
 */
export const visuallyHiddenStyle = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
