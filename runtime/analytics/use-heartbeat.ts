import { useEffect } from 'react';
import { sendHeartbeat } from './heartbeat.ts';

/** Sends the daily heartbeat once the storefront has hydrated (spec §7). */
export function useHeartbeat(): void {
  useEffect(() => {
    void sendHeartbeat({ path: window.location.pathname });
  }, []);
}
