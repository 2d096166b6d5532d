import type { PageLocation } from '../../routing/page-location.ts';
import type { CheckoutStepName } from './checkout-steps.ts';

/**
 * The checkout step a page is, from its location: 'address' on /checkout/address, 'payment' on
 * /checkout/payment, `null` anywhere else (the checkout sections show only on their step).
 */
export function checkoutStepOf({
  pageType,
  slug,
}: Pick<PageLocation, 'pageType' | 'slug'>): Exclude<CheckoutStepName, 'cart'> | null {
  if (pageType !== 'checkout' || slug.length !== 1) return null;
  const [step] = slug;
  return step === 'address' || step === 'payment' ? step : null;
}
