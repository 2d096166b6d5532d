/**
 * Props of the account-profile section: /account/profile (spec §2 'Edit your profile'): first
 * and last name, e-mail and phone, with the phone's 'Verified' badge or 'Verify' button (spec §4
 * "Phone field"), which opens the Verify Account popup. Shows only on /account/profile.
 */
export const accountProfileSchema = {
  type: 'object',
  properties: {
    /** Heading of the form's card. @default 'Personal details' */
    heading: { type: 'string', title: 'Heading', maxLength: 80, default: 'Personal details' },
  },
  additionalProperties: false,
} as const;
