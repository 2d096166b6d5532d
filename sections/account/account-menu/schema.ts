/**
 * Props of the account-menu section: the account area's menu (spec §2 "Account menu") beside
 * every account page, with the Logout button. It also lays the account pages out: from 1024 px
 * the menu is a column at the left of the page's other sections; on a phone it folds into one
 * button naming the current page. Renders nothing on the reset-password page.
 */
export const accountMenuSchema = {
  type: 'object',
  properties: {
    /** Shows the customer's name above the menu. @default true */
    show_greeting: { type: 'boolean', title: 'Show the customer’s name', default: true },
    /** Shows the Logout button under the menu. @default true */
    show_logout: { type: 'boolean', title: 'Show Logout', default: true },
  },
  additionalProperties: false,
} as const;
