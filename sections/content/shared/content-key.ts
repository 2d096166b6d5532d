/**
 * A content key prop (a slider's, a FAQ's, a set of testimonials'): what `contentKeySchema` of
 * schemas/api/content.ts accepts in a path, as JSON Schema for a section's props.
 */
export const contentKeyProp = {
  type: 'string',
  minLength: 1,
  maxLength: 120,
  pattern: '^[A-Za-z0-9][\\w-]*$',
} as const;
