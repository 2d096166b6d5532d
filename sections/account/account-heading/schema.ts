/**
 * Props of the account-heading section: the h1 of every account page with the spec's sentence
 * under it (spec §2 route table: 'Account Overview', 'Edit your profile', 'Track/Manage your
 * orders', …). Place it right after the account menu; the panels below it use h2 and down.
 * Renders nothing on the reset-password page, which has its own h1.
 */
export const accountHeadingSchema = {
  type: 'object',
  properties: {
    /** Shows the sentence under the page's title. @default true */
    show_description: { type: 'boolean', title: 'Show the description', default: true },
  },
  additionalProperties: false,
} as const;
