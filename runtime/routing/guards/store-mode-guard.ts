import { redirect } from 'react-router';
import {
  COMING_SOON_PATH,
  MAINTENANCE_PATH,
  MAINTENANCE_RETRY_AFTER_SECONDS,
  PASSWORD_PATH,
} from '../gate-paths.ts';
import type { GuardOutcome, GuardRule } from '../guards.ts';
import { notFound } from '../shell-errors.ts';
import { loadStoreState } from '../store-state.ts';

const GATE_OF_MODE: Readonly<Record<string, string>> = {
  'Coming Soon': COMING_SOON_PATH,
  'Under Maintenance': MAINTENANCE_PATH,
};

/**
 * spec §4: once the password gate is passed (or with protection off), mode 'Coming Soon' sends
 * every route to /coming-soon and 'Under Maintenance' to /under-maintenance, which answers 503
 * with `Retry-After: 3600`. With no mode gate in force, both mode pages are 404. Runs after the
 * password guard, which owns /password-protected.
 */
export const storeModeGuard: GuardRule = {
  name: 'store-mode',
  applies: ({ path }) => path !== PASSWORD_PATH,
  guard: async ({ api, url, location }): Promise<GuardOutcome | undefined> => {
    const { values } = await loadStoreState(api);
    const gate = GATE_OF_MODE[values.storefront.mode] ?? null;
    const { path } = location;
    const onModePage = path === COMING_SOON_PATH || path === MAINTENANCE_PATH;
    // Every route, the other mode page included, goes to the gate in force.
    if (gate !== null && path !== gate) throw redirect(gate);
    if (onModePage && gate === null) notFound(url);
    if (gate === MAINTENANCE_PATH) {
      return {
        status: 503,
        headers: { 'Retry-After': String(MAINTENANCE_RETRY_AFTER_SECONDS) },
      };
    }
    return undefined;
  },
};
