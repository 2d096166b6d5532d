import { accountGuard } from './guards/account-guard.ts';
import { cartGuard } from './guards/cart-guard.ts';
import { checkoutGuard } from './guards/checkout-guard.ts';
import { licenceGuard } from './guards/licence-guard.ts';
import { orderTokenGuard } from './guards/order-token-guard.ts';
import { passwordGuard } from './guards/password-guard.ts';
import { resetPasswordGuard } from './guards/reset-password-guard.ts';
import { storeModeGuard } from './guards/store-mode-guard.ts';
import { trackOrderGuard } from './guards/track-order-guard.ts';
import type { GuardRule } from './guards.ts';

/**
 * The storefront's guard rules, in the order they run. Licence and store-mode gates come first,
 * then per-route checks (spec §2 route table, §4 "Licence and gating", §6 roles). The first guard
 * that objects wins, so a gated store never reveals whether a cart or account exists.
 */
export const guardRules: readonly GuardRule[] = [
  licenceGuard,
  passwordGuard,
  storeModeGuard,
  cartGuard,
  checkoutGuard,
  orderTokenGuard,
  trackOrderGuard,
  accountGuard,
  resetPasswordGuard,
];
