import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../api/api-context.tsx';

/** What {@link useLogout} gives a 'Logout' control. */
export interface Logout {
  /** Logs out and goes home; resolves `false` when the API refused. */
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
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    try {
      const [{ logout }, { authStore }] = await Promise.all([
        import('./logout.ts'),
        import('./auth-store.ts'),
      ]);
      return await logout({ api, queryClient, store: authStore, navigate });
    } finally {
      setPending(false);
    }
  }, [api, queryClient, navigate]);
  return { logout: run, pending };
}
