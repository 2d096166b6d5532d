/**
 * Props of the account-security section: /account/security (spec §2 'Access logs and change
 * password'): the change-password form (current, new with its strength meter, confirmation)
 * and the list of the account's sign-ins (time, IP, device). Shows only on /account/security.
 */
export const accountSecuritySchema = {
  type: 'object',
  properties: {
    /** Sign-ins listed per page. @default 10 */
    logs_per_page: {
      type: 'integer',
      title: 'Sign-ins per page',
      minimum: 5,
      maximum: 50,
      default: 10,
    },
  },
  additionalProperties: false,
} as const;
