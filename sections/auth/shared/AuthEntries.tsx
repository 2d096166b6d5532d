import {
  openLogin,
  openRegister,
  preloadAuthDialogs,
} from '../../../runtime/commerce/auth/auth-dialog.ts';
import { authOptionsOf, checkoutAuthEntries } from '../../../runtime/commerce/auth/auth-options.ts';
import { useStorefront } from '../../../runtime/storefront/use-storefront.ts';
import { Button, styled } from '../../../themes/index.ts';

const Row = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3' });

export interface AuthEntriesProps {
  /** Where to come back to after logging in. @default the current page */
  redirect?: string;
}

/**
 * 'Login' and 'Register' for a guest at checkout (spec §6), each shown only when the store's
 * login-at-checkout or register-at-checkout flag is on. They open the auth dialogs in place and
 * come back here after logging in. Renders nothing for a customer.
 */
export function AuthEntries({ redirect }: AuthEntriesProps) {
  const { settings, isLoggedIn } = useStorefront();
  if (isLoggedIn) return null;
  const entries = checkoutAuthEntries(authOptionsOf(settings));
  if (!entries.login && !entries.register) return null;
  const here = () => redirect ?? `${window.location.pathname}${window.location.search}`;
  return (
    <Row>
      {entries.login && (
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          onPointerEnter={() => void preloadAuthDialogs()}
          onFocus={() => void preloadAuthDialogs()}
          onClick={() => openLogin({ redirect: here() })}
        >
          Login
        </Button>
      )}
      {entries.register && (
        <Button
          variant="ghost"
          aria-haspopup="dialog"
          onPointerEnter={() => void preloadAuthDialogs()}
          onFocus={() => void preloadAuthDialogs()}
          onClick={() => openRegister({ redirect: here() })}
        >
          Register
        </Button>
      )}
    </Row>
  );
}
