/**
 * Props of the auth-dialogs section: the login and register dialogs (spec §2 "Auth popups"),
 * opened from the account icon, the wishlist heart, checkout and `/?login=1`. Place it once, in
 * the layout's header area, so every page can open them.
 */
export const authDialogsSchema = {
  type: 'object',
  properties: {
    /**
     * Seconds before a one-time code may be sent again; the countdown shows them. @default 30
     */
    resend_seconds: {
      type: 'integer',
      title: 'Seconds before "Resend OTP"',
      minimum: 10,
      maximum: 300,
      default: 30,
    },
    /** A sentence under the login dialog's title. @default '' */
    login_note: { type: 'string', title: 'Note under "Login"', maxLength: 200, default: '' },
    /** A sentence under the register dialog's title. @default '' */
    register_note: {
      type: 'string',
      title: 'Note under "Register"',
      maxLength: 200,
      default: '',
    },
  },
  additionalProperties: false,
} as const;
