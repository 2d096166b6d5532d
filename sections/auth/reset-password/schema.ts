/**
 * Props of the reset-password section: the page a reset link leads to,
 * `/account/reset-password/{email}/{token}` (spec §2, page title 'Reset Password'). It shows only
 * on that path, so it can sit in the account template with the account's own sections.
 */
export const resetPasswordSchema = {
  type: 'object',
  properties: {
    /** Heading of the page. @default 'Reset Password' */
    heading: { type: 'string', title: 'Heading', maxLength: 80, default: 'Reset Password' },
    /** Text under the heading. @default 'Choose a new password for your account.' */
    message: {
      type: 'string',
      title: 'Message',
      maxLength: 300,
      default: 'Choose a new password for your account.',
    },
  },
  additionalProperties: false,
} as const;
