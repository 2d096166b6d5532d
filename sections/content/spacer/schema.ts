/** Props of the spacer section. */
export const spacerSchema = {
  type: 'object',
  properties: {
    /** Vertical space: xs 8px, sm 16px, md 32px, lg 64px, xl 96px. @default 'md' */
    size: { type: 'string', title: 'Size', enum: ['xs', 'sm', 'md', 'lg', 'xl'], default: 'md' },
  },
  additionalProperties: false,
} as const;
