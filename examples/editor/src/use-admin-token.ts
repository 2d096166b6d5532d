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
 * The token the storefront's Admin Panel page hands over in the URL fragment (`#token=…`, never
 * sent to a server): kept like a typed one, and taken out of the address bar at once.
 */
export function tokenFromFragment(): string {
  const match = /(?:^#|&)token=([^&]*)/.exec(window.location.hash);
  if (!match?.[1]) return '';
  let token = '';
  try {
    token = decodeURIComponent(match[1]).trim();
  } catch {
    return '';
  }
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
  try {
    sessionStorage.setItem(KEY, token);
  } catch {
    // private mode: the token lives as long as the page
  }
  return token;
}

/**
 * The admin token, entered once per browser tab and kept in sessionStorage (gone when the tab
 * closes). `rejected` is set when the storefront refused it, so the form asks again.
 */
export function useAdminToken() {
  const [token, setTokenState] = useState(() => tokenFromFragment() || stored());
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
