// The name of the logout event apart from the logout itself (logout.ts), so a store that only
// listens for it (the checkout's) does not bring the logout code and the auth endpoint rows onto
// its pages: logout.ts loads when the shopper logs out (use-logout.ts).

/** Window event sent once a customer has logged out, for stores that keep per-customer state. */
export const LOGOUT_EVENT = 'storefront:logout';
