import { useEffect } from 'react';
import { useApi } from '../api/api-context.tsx';
import { sendHeartbeat } from './heartbeat.ts';

/** Sends the daily heartbeat once the storefront has hydrated (spec §7). */
export function useHeartbeat(): void {
  const api = useApi();
  useEffect(() => {
    void sendHeartbeat(api, { path: window.location.pathname });
  }, [api]);
}
