// Auth building blocks other sections may use (decision 0009): the Verify Account popup for the
// profile, and the 'Login' / 'Register' entries for checkout. Each loads its code on use.
export type { AuthEntriesProps } from './AuthEntries.tsx';
export { AuthEntries } from './AuthEntries.tsx';
export type { VerifyAccountDialogProps } from './VerifyAccountDialog.tsx';
export { preloadVerifyAccount, VerifyAccountDialog } from './VerifyAccountDialog.tsx';
