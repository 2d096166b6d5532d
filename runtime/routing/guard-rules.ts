import type { GuardRule } from './guards.ts';

/**
 * The storefront's guard rules, in the order they run. Licence and store-mode gates come first,
 * then per-route checks (spec §2 route table, §4 "Licence and gating", §6 roles).
 */
export const guardRules: readonly GuardRule[] = [];
