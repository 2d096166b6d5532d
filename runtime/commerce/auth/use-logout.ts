import { useCallback, useState } from 'react';
import { useApi } from '../../api/api-context.tsx';
import { loadDocument } from '../../routing/load-document.ts';

/** What {@link useLogout} gives a 'Logout' control. */
export interface Logout {
  /** Logs out and loads the home page; resolves `false` when the API refused. */
  logout: () => Promise<boolean>;
  /** A logout is on its way. */
  pending: boolean;
}

/**
 * Logging out for a control on the account pages (spec §4 "Logout"). The code that does it (the
 * endpoint row, the auth store) loads on the click, not with the page.
 */
export function useLogout(): Logout {
  const api = useApi();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    let done = false;
    try {
      const [{ logout }, { authStore }] = await Promise.all([
        import('./logout.ts'),
        import('./auth-store.ts'),
      ]);
      done = await logout({ api, store: authStore, loadDocument });
      return done;
    } finally {
      // after a logout the control stays busy until the home page replaces this one
      if (!done) setPending(false);
    }
  }, [api]);
  return { logout: run, pending };
}
