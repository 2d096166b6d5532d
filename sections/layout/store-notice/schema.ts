const hexColour = '^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$';

/**
 * Props of the store-notice section. Every prop is optional: what is left out comes from the
 * storefront's store notice fields (spec §3), so the notice is edited in one place by default.
 */
export const storeNoticeSchema = {
  type: 'object',
  properties: {
    /** Notice text; replaces `store_notice_message` and shows even when the storefront notice is off. */
    message: { type: 'string', title: 'Message', maxLength: 300 },
    /** Background colour; replaces `store_notice_bg_color`. */
    background_color: { type: 'string', title: 'Background colour', pattern: hexColour },
    /** Text colour; replaces `store_notice_text_color`. */
    text_color: { type: 'string', title: 'Text colour', pattern: hexColour },
    /** Page the notice links to, as a slug (`shop-online`) or path; replaces `store_notice_page_slug`. */
    link: { type: 'string', title: 'Notice page', maxLength: 300 },
    /** The shopper may close the notice for the session; replaces `is_store_notice_clearable`. */
    clearable: { type: 'boolean', title: 'Closable' },
  },
  additionalProperties: false,
} as const;
