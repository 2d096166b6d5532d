/**
 * localStorage key of the persisted auth state (spec §9 "The auth state is persisted under a fixed
 * key"). In a module of its own so a page can see whether anything is stored without loading the
 * store's code.
 */
export const AUTH_STORAGE_KEY = 'sf_auth';
