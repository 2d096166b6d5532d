/** Props of the password-gate section (spec §2 gate pages, §4 "Licence and gating"). */
export const passwordGateSchema = {
  type: 'object',
  properties: {
    /** Heading. @default 'This store is password protected' */
    heading: {
      type: 'string',
      title: 'Heading',
      maxLength: 120,
      default: 'This store is password protected',
    },
    /** Text under the heading. @default 'Enter the store password to continue.' */
    message: {
      type: 'string',
      title: 'Message',
      maxLength: 500,
      default: 'Enter the store password to continue.',
    },
    /** Text of the submit button. @default 'Enter store' */
    button_label: { type: 'string', title: 'Button text', maxLength: 60, default: 'Enter store' },
  },
  additionalProperties: false,
} as const;
