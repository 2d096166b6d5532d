import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { rememberLoginRedirect, takeLoginRedirect } from '../../routing/login-redirect.ts';
import type { LoginMode } from './auth-options.ts';

// Which auth dialog a shopper asked for, from anywhere: the header's account icon, the mobile
// footer's Account tab, the wishlist heart, `/?login=1`, checkout. zod-free and tiny: it is in
// the pages' initial JavaScript, while the dialogs' code loads when a shopper reaches for one
// (docs/decisions/0012). The `auth-dialogs` section renders what is asked for here.

/**
 * Why the login dialog opened when a shopper did not ask for it: the customer's session ended
 * while the page was open (runtime/api/session-expiry.ts).
 */
export type LoginReason = 'session-expired';

/** What a shopper asked to see. */
export type AuthDialogRequest =
  | { dialog: 'login'; mode?: LoginMode; reason?: LoginReason }
  | { dialog: 'register' };

interface AuthDialogState {
  /** The open dialog, or `null` when none is. */
  request: AuthDialogRequest | null;
}

/** The store behind {@link openLogin}, {@link openRegister} and {@link closeAuthDialog}. */
export const authDialogStore = createStore<AuthDialogState>()(() => ({ request: null }));

/** How to open the login dialog. */
export interface OpenLoginOptions {
  /**
   * Where to go after logging in: a path on this site is remembered, `null` forgets what was
   * remembered (the target becomes /account), `undefined` keeps it.
   */
  redirect?: string | null | undefined;
  /** Start in this mode when the store offers it (e.g. `'forgot'` from an expired reset link). */
  mode?: LoginMode | undefined;
  /** Why it opens on its own; the dialog says so. */
  reason?: LoginReason | undefined;
}

function remember(redirect: string | null | undefined): void {
  // reading the remembered target once forgets it
  if (redirect === null) takeLoginRedirect();
  else if (redirect !== undefined) rememberLoginRedirect(redirect);
}

/** Opens the login dialog (spec §4 "Login"). */
export function openLogin(options: OpenLoginOptions = {}): void {
  remember(options.redirect);
  authDialogStore.setState({
    request: {
      dialog: 'login',
      ...(options.mode && { mode: options.mode }),
      ...(options.reason && { reason: options.reason }),
    },
  });
  void preloadAuthDialogs();
}

/**
 * Opens the register dialog (spec §2 "Register popup"); a registration goes where a login would
 * (spec §4), so it takes the same `redirect`.
 */
export function openRegister(options: Pick<OpenLoginOptions, 'redirect'> = {}): void {
  remember(options.redirect);
  authDialogStore.setState({ request: { dialog: 'register' } });
  void preloadAuthDialogs();
}

/** Closes whichever auth dialog is open. */
export function closeAuthDialog(): void {
  authDialogStore.setState({ request: null });
}

/** The auth dialog asked for, for the section that renders it. */
export function useAuthDialogRequest(): AuthDialogRequest | null {
  return useStore(authDialogStore, (state) => state.request);
}

let loadDialogs: (() => Promise<unknown>) | null = null;

/**
 * Called by the `auth-dialogs` section: how to load the dialogs' code. Returns the function that
 * takes it back. Without a section in the page, there is nothing to open in place.
 */
export function provideAuthDialogs(load: () => Promise<unknown>): () => void {
  loadDialogs = load;
  return () => {
    if (loadDialogs === load) loadDialogs = null;
  };
}

/** The registry key of the section that renders the dialogs asked for here. */
const AUTH_DIALOGS_SECTION = 'auth-dialogs';

/**
 * Whether a section on the page can show the auth dialogs: it has said how to load them, or its
 * server HTML is in the page and it has yet to hydrate. Sections hydrate in the order their code
 * arrives, so a product's wishlist heart may be live before the layout's dialogs; what it asks
 * for then waits in the store and opens when the section hydrates.
 */
export function hasAuthDialogs(): boolean {
  if (loadDialogs !== null) return true;
  return (
    typeof document !== 'undefined' &&
    document.querySelector(`[data-section-key="${AUTH_DIALOGS_SECTION}"]`) !== null
  );
}

/**
 * Starts loading the dialogs' code: the account icon calls this when the shopper points at it or
 * focuses it, so the dialog opens at once on the click. A failure shows when the dialog opens.
 */
export function preloadAuthDialogs(): Promise<void> {
  if (!loadDialogs) return Promise.resolve();
  return loadDialogs().then(
    () => undefined,
    () => undefined,
  );
}
