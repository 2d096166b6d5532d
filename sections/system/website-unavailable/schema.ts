/** Props of the website-unavailable section (spec §2 "Error pages", §4 "Licence and gating"). */
export const websiteUnavailableSchema = {
  type: 'object',
  properties: {
    /**
     * Why the store is unavailable: no licence, or an inactive subscription. Only the default
     * message differs. @default 'subscription'
     */
    reason: {
      type: 'string',
      title: 'Reason',
      enum: ['licence', 'subscription'],
      default: 'subscription',
    },
    /** Heading. @default 'Website Unavailable' */
    heading: { type: 'string', title: 'Heading', maxLength: 120, default: 'Website Unavailable' },
    /** Text under the heading; left out, a message fitting the reason is shown. */
    message: { type: 'string', title: 'Message', maxLength: 500 },
    /** Where the support link writes to; left out, the store's `store_email` setting. */
    support_email: { type: 'string', title: 'Support e-mail', maxLength: 254 },
    /** Text of the support link. @default 'Contact support' */
    support_label: {
      type: 'string',
      title: 'Support link text',
      maxLength: 80,
      default: 'Contact support',
    },
  },
  additionalProperties: false,
} as const;
