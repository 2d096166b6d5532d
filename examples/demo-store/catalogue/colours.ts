/** The colours products come in, with swatch hex values. */
export const colours = {
  black: { label: 'Black', hex: '#1f2937' },
  navy: { label: 'Navy', hex: '#1e3a8a' },
  red: { label: 'Red', hex: '#b91c1c' },
  forest: { label: 'Forest green', hex: '#166534' },
  ochre: { label: 'Ochre', hex: '#b45309' },
  grey: { label: 'Slate grey', hex: '#6b7280' },
  sky: { label: 'Sky blue', hex: '#0284c7' },
  plum: { label: 'Plum', hex: '#7e22ce' },
  sand: { label: 'Sand', hex: '#c2a878' },
  orange: { label: 'Orange', hex: '#ea580c' },
  olive: { label: 'Olive', hex: '#4d5d23' },
  teal: { label: 'Teal', hex: '#0f766e' },
} as const satisfies Record<string, { label: string; hex: string }>;

/** A colour key, e.g. `forest`. */
export type ColourKey = keyof typeof colours;
