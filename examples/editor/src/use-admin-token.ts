import { useCallback, useState } from 'react';

const KEY = 'storefront-editor:admin-token';

function stored(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * The admin token, entered once per browser tab and kept in sessionStorage (gone when the tab
 * closes). `rejected` is set when the storefront refused it, so the form asks again.
 */
export function useAdminToken() {
  const [token, setTokenState] = useState(stored);
  const [rejected, setRejected] = useState(false);
  const setToken = useCallback((value: string) => {
    try {
      sessionStorage.setItem(KEY, value);
    } catch {
      // private mode: the token lives as long as the page
    }
    setTokenState(value);
    setRejected(false);
  }, []);
  const reject = useCallback(() => setRejected(true), []);
  return { token, rejected, setToken, reject };
}
