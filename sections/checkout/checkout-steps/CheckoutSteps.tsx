import { useEffect } from 'react';
import type { SectionProps } from '../../../registry/index.ts';
import { checkoutStepOf } from '../../../runtime/commerce/checkout/checkout-step-of.ts';
import {
  CHECKOUT_STEP_PATHS,
  CHECKOUT_STEPS,
  type CheckoutStepName,
  enterStep,
  type CheckoutSteps as Steps,
} from '../../../runtime/commerce/checkout/checkout-steps.ts';
import { useCheckout } from '../../../runtime/commerce/checkout/checkout-store.ts';
import { useCheckoutCart } from '../../../runtime/commerce/checkout/use-checkout-cart.ts';
import { Link } from '../../../runtime/routing/Link.tsx';
import { usePageLocation } from '../../../runtime/routing/use-page-location.ts';
import { useStorefront } from '../../../runtime/storefront/use-storefront.ts';
import type { Cart } from '../../../schemas/api/cart.ts';
import { Container, styled, VisuallyHidden } from '../../../themes/index.ts';
import { ADDRESS_MODE_TITLES, initialAddressMode } from '../shared/address-mode.ts';
import type { checkoutStepsSchema } from './schema.ts';

const Wrap = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '$4',
  '& nav': { minWidth: 0 },
  paddingBlock: '$5 $3',
  '& h1': { margin: 0, fontSize: '1.75rem', '@md': { fontSize: '2rem' } },
});

const List = styled('ol', {
  display: 'flex',
  alignItems: 'center',
  gap: '$1',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@sm': { gap: '$2' },
  minWidth: 0,
});

const Item = styled('li', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minWidth: 0,
  flex: '0 1 auto',
  // the line between two steps
  '& + &::before': {
    content: '""',
    flex: '0 0 auto',
    width: '10px',
    height: '1px',
    backgroundColor: '$border',
    '@sm': { width: '40px' },
  },
});

const stepStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minWidth: 0,
  minHeight: '44px',
  color: '$muted',
  fontWeight: 600,
  fontSize: '0.8125rem',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  '@sm': { fontSize: '1rem' },
  '& > span:nth-child(2)': { overflow: 'hidden', textOverflow: 'ellipsis' },
  variants: {
    state: {
      active: { color: '$text' },
      completed: { color: '$primary' },
      pending: {},
    },
  },
} as const;

const Step = styled('span', stepStyle);

const StepLink = styled(Link, stepStyle, {
  borderRadius: '$sm',
  '&:hover > span:nth-child(2)': { textDecoration: 'underline', textUnderlineOffset: '3px' },
  '&:focus-visible': { outline: 'none', boxShadow: '$focusRing' },
});

const Bullet = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '0 0 auto',
  width: '24px',
  height: '24px',
  borderRadius: '$pill',
  border: '2px solid currentColor',
  fontSize: '$xs',
  '@sm': { width: '28px', height: '28px', fontSize: '$sm' },
  fontWeight: 700,
  variants: {
    state: {
      active: { backgroundColor: '$primary', borderColor: '$primary', color: '$onPrimary' },
      completed: { backgroundColor: '$primary', borderColor: '$primary', color: '$onPrimary' },
      pending: { borderColor: '$border' },
    },
  },
});

const LABELS: Readonly<Record<CheckoutStepName, string>> = {
  cart: 'Cart',
  address: 'Address',
  payment: 'Payment',
};

function Check() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 8.5l3.2 3L13 4.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
    </svg>
  );
}

export interface StepperProps {
  heading: string;
  steps: Steps;
  /** The address step's title after the address area's mode (spec §2 "Stepper titles"). */
  addressTitle: string;
}

/** The heading and the three steps; the stories render it with given steps. */
export function Stepper({ heading, steps, addressTitle }: StepperProps) {
  return (
    <Container width="normal">
      <Wrap>
        <h1>{heading}</h1>
        <nav aria-label="Checkout steps">
          <List>
            {CHECKOUT_STEPS.map((name, index) => {
              const step = steps[name];
              const state = step.active ? 'active' : step.status;
              const title = name === 'address' ? addressTitle : LABELS[name];
              const content = (
                <>
                  <Bullet state={state}>{state === 'completed' ? <Check /> : index + 1}</Bullet>
                  <span>
                    {title}
                    {state === 'completed' && (
                      <>
                        {' '}
                        <VisuallyHidden>(completed)</VisuallyHidden>
                      </>
                    )}
                  </span>
                </>
              );
              // the cart can always be revisited; the address step once it was done
              const linked =
                !step.active && (name === 'cart' || (name === 'address' && state === 'completed'));
              return (
                <Item key={name}>
                  {linked ? (
                    <StepLink to={CHECKOUT_STEP_PATHS[name]} state={state}>
                      {content}
                    </StepLink>
                  ) : (
                    <Step state={state} aria-current={step.active ? 'step' : undefined}>
                      {content}
                    </Step>
                  )}
                </Item>
              );
            })}
          </List>
        </nav>
      </Wrap>
    </Container>
  );
}

/**
 * The address step's title before the shipping area has said it: the title of the mode the area
 * opens in, from the same cart, so the server's HTML already reads as the hydrated page will (no
 * shift when "Address" would become "Add Address"). A customer's saved addresses arrive after the
 * page (the area shows a placeholder until then), so for a customer it is "Address" until the
 * area says; off the address step it is "Address" too.
 */
function openingAddressTitle(
  onAddressStep: boolean,
  isLoggedIn: boolean,
  cart: Cart | null | undefined,
): string {
  if (!onAddressStep || isLoggedIn) return ADDRESS_MODE_TITLES.selected;
  return ADDRESS_MODE_TITLES[initialAddressMode(0, Boolean(cart?.shipping_address))];
}

/**
 * The checkout's heading and stepper (spec §4 "Checkout steps"): Cart (1) links back to /cart,
 * Address (2), Payment (3). The page's path makes its step the active one (`aria-current`), the
 * steps before it completed, the ones after it pending. Renders nothing off the checkout steps.
 */
export default function CheckoutSteps({ heading }: SectionProps<typeof checkoutStepsSchema>) {
  const current = checkoutStepOf(usePageLocation());
  const steps = useCheckout((state) => state.steps);
  const told = useCheckout((state) => state.addressTitle);
  const enter = useCheckout((state) => state.enter);
  const cart = useCheckoutCart();
  const { isLoggedIn } = useStorefront();
  useEffect(() => {
    if (current) enter(current);
  }, [current, enter]);
  if (!current) return null;
  // before the effect has run (server render, hydration) the path alone decides
  const shown = steps[current].active ? steps : enterStep(steps, current);
  const opening = openingAddressTitle(current === 'address', isLoggedIn, cart);
  return <Stepper heading={heading} steps={shown} addressTitle={told ?? opening} />;
}
