import { useStore } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore, type StateCreator } from 'zustand/vanilla';
import type { Customer } from '../../../schemas/api/account.ts';
import { AUTH_STORAGE_KEY } from './auth-storage-key.ts';

// The browser's memory of who is logged in (spec §3 "User", §4 "Login": "the user is saved"). The
// server's session cookie stays the truth: `reconcileAuthSession` clears a user the server no
// longer knows. Server data (profile edits, orders) belongs to TanStack Query, not here.

export { AUTH_STORAGE_KEY } from './auth-storage-key.ts';

/** Version of what is stored; bump it with a step in {@link migrateAuthState}. */
export const AUTH_STORE_VERSION = 1;

/** The logged-in customer as the API answered it at login (never a password). */
export type AuthUser = Customer;

/** What is kept under {@link AUTH_STORAGE_KEY}. */
export interface PersistedAuthState {
  /** The logged-in customer, or `null` for a guest (spec §3: logged in when an id exists). */
  user: AuthUser | null;
}

/** The auth slice. */
export interface AuthSlice extends PersistedAuthState {
  /** Saves the customer a login, registration or verification answered with. */
  setUser: (user: AuthUser) => void;
  /** Forgets the customer (logout, or a session the server no longer has). */
  clearUser: () => void;
}

/** The auth slice (STYLE "State": stores are built from slices). */
export const createAuthSlice: StateCreator<AuthSlice> = (set) => ({
  user: null,
  setUser: (user) => set({ user }),
  clearUser: () => set({ user: null }),
});

function isAuthUser(value: unknown): value is AuthUser {
  if (typeof value !== 'object' || value === null) return false;
  const { id, first_name, last_name, email } = value as Record<string, unknown>;
  return (
    typeof id === 'number' &&
    Number.isInteger(id) &&
    id > 0 &&
    typeof first_name === 'string' &&
    typeof last_name === 'string' &&
    typeof email === 'string'
  );
}

/**
 * Reads what an earlier version stored, or anything else found under the key: version 0 kept the
 * customer itself at the top level; a malformed user is dropped (a guest, until the next login).
 */
export function migrateAuthState(persisted: unknown, version: number): PersistedAuthState {
  const record = (typeof persisted === 'object' && persisted !== null ? persisted : {}) as {
    user?: unknown;
  };
  const candidate = version === 0 && !('user' in record) ? persisted : record.user;
  return { user: isAuthUser(candidate) ? candidate : null };
}

/**
 * A persisted auth store (zustand `persist` with a version and a migrate, STYLE "State"). Reading
 * storage is explicit (`persist.rehydrate()`), so a server never shares a user.
 */
export function createAuthStore(storage: StateStorage | (() => StateStorage) = () => localStorage) {
  return createStore<AuthSlice>()(
    persist((...args) => ({ ...createAuthSlice(...args) }), {
      name: AUTH_STORAGE_KEY,
      version: AUTH_STORE_VERSION,
      storage: createJSONStorage<PersistedAuthState>(
        typeof storage === 'function' ? storage : () => storage,
      ),
      partialize: (state) => ({ user: state.user }),
      migrate: (persisted, version) => migrateAuthState(persisted, version),
      merge: (persisted, current) => ({
        ...current,
        user: migrateAuthState(persisted, AUTH_STORE_VERSION).user,
      }),
      skipHydration: true,
    }),
  );
}

/** The browser's auth store, read from localStorage as soon as this module loads. */
export const authStore = createAuthStore();
if (typeof window !== 'undefined') void authStore.persist.rehydrate();

/** The logged-in customer as this browser remembers it, or `null`. */
export function useAuthUser(): AuthUser | null {
  return useStore(authStore, (state) => state.user);
}
