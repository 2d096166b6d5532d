import type { FocusEvent, MouseEvent, PointerEvent } from 'react';
import { isAskingShopper } from '../../storefront/shopper-hint.ts';
import { useStorefront } from '../../storefront/use-storefront.ts';
import { hasAuthDialogs, openLogin, preloadAuthDialogs } from './auth-dialog.ts';
import { authOptionsOf, initialLoginMode } from './auth-options.ts';

/** What an account link (the header's icon, the mobile footer's tab) adds for a guest. */
export interface AccountEntryProps {
  'aria-haspopup'?: 'dialog';
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLAnchorElement>) => void;
  onFocus?: (event: FocusEvent<HTMLAnchorElement>) => void;
}

/** How an account link behaves for the shopper looking at it. */
export interface AccountEntry {
  /** A guest in a store with no way to log in: there is no login entry at all (spec §4). */
  hidden: boolean;
  /** Props to spread on the `/account` link. */
  props: AccountEntryProps;
}

const preload = () => void preloadAuthDialogs();

/**
 * The account entries of the layout (spec §2 "Auth popups" entry points): a link to /account
 * that, for a guest, opens the login dialog in place instead (after login: /account). Pointing
 * at it or focusing it loads the dialog's code. Before hydration, or on a page without the
 * `auth-dialogs` section, it stays a link: the account guard then sends the guest to
 * `/?login=1`. A modified click (new tab) is left to the browser.
 */
export function useAccountEntry(): AccountEntry {
  const { isLoggedIn, settings } = useStorefront();
  if (isLoggedIn) return { hidden: false, props: {} };
  if (initialLoginMode(authOptionsOf(settings)) === null) return { hidden: true, props: {} };
  return {
    hidden: false,
    props: {
      'aria-haspopup': 'dialog',
      onPointerEnter: preload,
      onFocus: preload,
      onClick: (event) => {
        if (
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        ) {
          return;
        }
        // still asking who the shopper is (decision 0022): the link goes to /account, whose
        // page is drawn for them, and sends a guest to log in there
        if (!hasAuthDialogs() || isAskingShopper()) return;
        event.preventDefault();
        openLogin({ redirect: null });
      },
    },
  };
}
