import { lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import type { SectionProps } from '../../../registry/index.ts';
import { track } from '../../../runtime/analytics/analytics.ts';
import { useCartChange } from '../../../runtime/commerce/cart/use-cart-change.ts';
import { useCartQuery } from '../../../runtime/commerce/cart/use-cart-query.ts';
import {
  paymentInfoPayload,
  shippingInfoPayload,
} from '../../../runtime/commerce/checkout/checkout-analytics.ts';
import { internalPath } from '../../../runtime/commerce/checkout/internal-path.ts';
import {
  type PlaceOrderOutcome,
  usePlaceOrder,
} from '../../../runtime/commerce/checkout/use-place-order.ts';
import { Link } from '../../../runtime/routing/Link.tsx';
import type { PageLocation } from '../../../runtime/routing/page-location.ts';
import { usePageLocation } from '../../../runtime/routing/use-page-location.ts';
import { useStorefront } from '../../../runtime/storefront/use-storefront.ts';
import type {
  Amount,
  Cart,
  CartValidation,
  PaymentMethod,
  ShippingMethod,
} from '../../../schemas/api/cart.ts';
import type { PlaceOrderResponse } from '../../../schemas/api/checkout.ts';
import * as cart from '../../../schemas/api/endpoints/cart.ts';
import {
  PAYMENT_METHOD_EMPTY_MESSAGE,
  SHIPPING_METHOD_EMPTY_MESSAGE,
  TNC_REQUIRED_MESSAGE,
} from '../../../schemas/api-constants.ts';
import { Button, Container, styled, VisuallyHidden } from '../../../themes/index.ts';
import { formatPrice } from '../../../themes/ui/Price.tsx';
import { Note, Panel, Problem } from '../shared/checkout-parts.tsx';
import type { checkoutPaymentSchema } from './schema.ts';

// The card dialog opens only once an order waits for its card payment: its code starts loading
// with the Place Order click, beside the order's own request, and never with the page.
const loadCardDialog = () => import('../shared/CardPaymentDialog.tsx');
const CardPaymentDialog = lazy(() =>
  loadCardDialog().then((module) => ({ default: module.CardPaymentDialog })),
);

/** The address step, where address and contact problems are fixed (spec §2). */
export const ADDRESS_STEP_PATH = '/checkout/address';

/** Whether `location` is the payment step, `/checkout/payment`. */
export function isPaymentStep({ pageType, slug }: Pick<PageLocation, 'pageType' | 'slug'>) {
  return pageType === 'checkout' && slug[0] === 'payment' && slug.length === 1;
}

const Step = styled('div', {
  display: 'grid',
  gap: '$5',
  maxWidth: '720px',
  paddingBlock: '$5',
  '& > h2': { margin: 0, fontSize: '1.5rem' },
});

const Fieldset = styled('fieldset', {
  display: 'grid',
  gap: '$3',
  margin: 0,
  padding: '$4',
  border: '1px solid $border',
  borderRadius: '$md',
  minWidth: 0,
  '@md': { padding: '$5' },
  '& > legend': { padding: '0 $2', marginInlineStart: '-$2', fontWeight: 700, fontSize: '1.1rem' },
});

const Options = styled('div', { display: 'grid', gap: '$2' });

const Option = styled('label', {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: '$1 $3',
  padding: '$3',
  border: '1px solid $border',
  borderRadius: '$sm',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: '$primary', backgroundColor: '$surface' },
  '&:has(input:focus-visible)': { boxShadow: '$focusRing' },
  '& input': {
    width: '18px',
    height: '18px',
    margin: '2px 0 0',
    accentColor: '$colors$primary',
  },
});

const OptionText = styled('span', {
  display: 'grid',
  gap: '2px',
  minWidth: 0,
  '& strong': { fontWeight: 600 },
});

const OptionPrice = styled('span', {
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

const Terms = styled('label', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$2',
  minHeight: '44px',
  paddingBlock: '$2',
  cursor: 'pointer',
  '& input': {
    flexShrink: 0,
    width: '18px',
    height: '18px',
    margin: '2px 0 0',
    accentColor: '$colors$primary',
  },
  '& a': { color: '$primary', fontWeight: 600, textUnderlineOffset: '3px' },
});

const Total = styled('p', {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  margin: 0,
  fontSize: '1.15rem',
  fontWeight: 700,
  '& span:last-child': { fontVariantNumeric: 'tabular-nums' },
});

const Actions = styled('div', { display: 'grid', gap: '$3' });

/** An amount as the API formatted it (prices are never computed here). */
function shown(amount: Amount, currency: string): string {
  return amount.formatted ?? formatPrice(amount.amount, currency);
}

/** Where the problems of the last press show. */
interface Problems {
  /** An earlier step fails: its message and where to fix it. */
  step?: { message: string; href: string; action: string } | undefined;
  shipping?: string | undefined;
  payment?: string | undefined;
  terms?: string | undefined;
  /** A refusal of the order itself (stock…). */
  order?: string | undefined;
}

/** The problems a `cart.validate` verdict names, each where the shopper must act (spec §5). */
export function problemsOf(validation: CartValidation): Problems {
  const { steps } = validation;
  const problems: Problems = {};
  const cartMessage = steps.cart.messages[0];
  const addressMessage = steps.address.messages[0];
  if (cartMessage !== undefined) {
    problems.step = { message: cartMessage, href: '/cart', action: 'Back to the cart' };
  } else if (addressMessage !== undefined) {
    problems.step = {
      message: addressMessage,
      href: ADDRESS_STEP_PATH,
      action: 'Go to the address step',
    };
  }
  const own = new Set(steps.payment.messages);
  if (own.has(SHIPPING_METHOD_EMPTY_MESSAGE)) problems.shipping = SHIPPING_METHOD_EMPTY_MESSAGE;
  if (own.has(PAYMENT_METHOD_EMPTY_MESSAGE)) problems.payment = PAYMENT_METHOD_EMPTY_MESSAGE;
  const other = steps.payment.messages.find(
    (message) =>
      message !== SHIPPING_METHOD_EMPTY_MESSAGE && message !== PAYMENT_METHOD_EMPTY_MESSAGE,
  );
  if (other !== undefined && !problems.step) problems.order = other;
  return problems;
}

/** A problem shown where it belongs, announced when it appears. */
function ProblemNote({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Problem id={id} role="alert">
      {children}
    </Problem>
  );
}

interface MethodGroupProps<M> {
  legend: string;
  name: string;
  methods: readonly M[];
  checked: string | null;
  problem: string | undefined;
  onChoose: (method: M) => void;
  detailsOf: (method: M) => { detail: ReactNode; price?: ReactNode };
}

/** A radio group of methods, named by its legend, with its problem under it. */
function MethodGroup<M extends { code: string; name: string }>({
  legend,
  name,
  methods,
  checked,
  problem,
  onChoose,
  detailsOf,
}: MethodGroupProps<M>) {
  const id = useId();
  const problemId = `${id}-problem`;
  return (
    <Fieldset
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={problem ? problemId : undefined}
      aria-invalid={problem ? true : undefined}
    >
      <legend id={`${id}-legend`}>{legend}</legend>
      {methods.length === 0 ? (
        <Note>None is available for this order.</Note>
      ) : (
        <Options>
          {methods.map((method) => {
            const { detail, price } = detailsOf(method);
            const about = `${id}-${method.code}`;
            return (
              <Option key={method.code}>
                <input
                  type="radio"
                  name={name}
                  value={method.code}
                  checked={checked === method.code}
                  onChange={() => onChoose(method)}
                  aria-label={method.name}
                  aria-describedby={price !== undefined ? `${about}-price ${about}` : about}
                />
                <OptionText>
                  <strong>{method.name}</strong>
                  <Note as="span" id={about}>
                    {detail}
                  </Note>
                </OptionText>
                {price !== undefined && <OptionPrice id={`${about}-price`}>{price}</OptionPrice>}
              </Option>
            );
          })}
        </Options>
      )}
      {problem && <ProblemNote id={problemId}>{problem}</ProblemNote>}
    </Fieldset>
  );
}

/**
 * The payment step (spec §2 "Checkout", §4 "Checkout steps", §5 "Payment step"): the shipping
 * methods with their delivery time and price, the payment methods, the terms when the store asks
 * for them, and 'Place Order'. Shows only on `/checkout/payment`.
 */
export default function CheckoutPayment(props: SectionProps<typeof checkoutPaymentSchema>) {
  const location = usePageLocation();
  if (!isPaymentStep(location)) return null;
  return <PaymentStep {...props} />;
}

/** The payment step for the shopper's cart, whatever the URL (stories render it directly). */
export function PaymentStep({
  heading,
  show_instruction,
}: SectionProps<typeof checkoutPaymentSchema>) {
  const { settings, storefront } = useStorefront();
  const { data: current } = useCartQuery();
  const shippingChange = useCartChange(cart.updateShippingMode);
  const paymentChange = useCartChange(cart.updatePaymentMode);
  const { place, pending, leaveTo } = usePlaceOrder();
  const [problems, setProblems] = useState<Problems>({});
  const [tncAccepted, setTncAccepted] = useState(false);
  const [placed, setPlaced] = useState<PlaceOrderResponse | null>(null);
  const [cardOpen, setCardOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  const termsProblemId = useId();
  const orderProblemId = useId();

  const termsRequired = settings.allow_tnc_checkout === true;
  const termsSlug = storefront.termsandconditions_page?.slug ?? null;

  // Once the order exists the cart is ordered: what shows is the order being paid.
  if (!current || (current.items.length === 0 && !placed)) {
    return (
      <Container>
        <Step>
          <h2>{heading}</h2>
          <Problem role="alert">
            Your cart is empty <Link to="/cart">Back to the cart</Link>
          </Problem>
        </Step>
      </Container>
    );
  }
  const shown_ = (amount: Amount) => shown(amount, current.currency);

  const shippingCode = shippingChange.isPending
    ? (shippingChange.variables?.body?.shipping_method ?? null)
    : (current.shipping_method?.code ?? null);
  const paymentCode = paymentChange.isPending
    ? (paymentChange.variables?.body?.payment_method ?? null)
    : (current.cart_payment_method?.code ?? null);
  const chosenPayment = current.cart_payment_methods.find((method) => method.code === paymentCode);

  const chooseShipping = (method: ShippingMethod) => {
    setProblems(({ shipping: _, ...rest }) => rest);
    // the checked radio says it: no success toast
    shippingChange.mutate(
      { body: { shipping_method: method.code }, silent: true },
      { onSuccess: (next: Cart) => track('add_shipping_info', shippingInfoPayload(next)) },
    );
  };
  const choosePayment = (method: PaymentMethod) => {
    setProblems(({ payment: _, ...rest }) => rest);
    paymentChange.mutate(
      { body: { payment_method: method.code }, silent: true },
      { onSuccess: (next: Cart) => track('add_payment_info', paymentInfoPayload(next)) },
    );
  };

  /** Shows the problems and moves focus to the first, so the shopper lands where to act. */
  const showProblems = (next: Problems) => {
    setProblems(next);
    requestAnimationFrame(() => {
      const first = rootRef.current?.querySelector<HTMLElement>(
        '[aria-invalid="true"] input, input[aria-invalid="true"], [data-problem] a',
      );
      first?.focus();
    });
  };

  const handle = (outcome: PlaceOrderOutcome) => {
    switch (outcome.kind) {
      case 'invalid':
        showProblems(problemsOf(outcome.validation));
        break;
      case 'refused':
        if (outcome.fieldErrors.tnc_accepted) {
          showProblems({ terms: outcome.fieldErrors.tnc_accepted[0] ?? outcome.message });
        } else {
          showProblems({ order: outcome.message });
        }
        break;
      case 'pay-by-card':
        setPlaced(outcome.placed);
        setCardOpen(true);
        break;
      case 'placed':
      case 'prices-changed':
        setLeaving(true);
        break;
      case 'failed':
        break;
    }
  };

  const onPlaceOrder = async () => {
    if (placed) {
      // the order exists: paying it is what is left
      setCardOpen(true);
      return;
    }
    if (termsRequired && !tncAccepted) {
      setProblems({ terms: TNC_REQUIRED_MESSAGE });
      termsRef.current?.focus();
      return;
    }
    setProblems({});
    void loadCardDialog();
    handle(await place({ tncAccepted: termsRequired ? tncAccepted : true }));
  };

  const leave = (path: string | null) => {
    setLeaving(true);
    setCardOpen(false);
    void leaveTo(internalPath(path));
  };

  const busy = pending || leaving;

  return (
    <Container>
      <Step ref={rootRef}>
        <h2>{heading}</h2>
        {problems.step && (
          <Problem role="alert" data-problem="">
            <span>{problems.step.message}</span>
            <Link to={problems.step.href}>{problems.step.action}</Link>
          </Problem>
        )}
        <MethodGroup
          legend="Shipping Method"
          name="shipping_method"
          methods={current.shipping_methods}
          checked={shippingCode}
          problem={problems.shipping}
          onChoose={chooseShipping}
          detailsOf={(method) => ({
            detail: [method.delivery_days, method.description].filter(Boolean).join(' · '),
            price: method.amount.amount === 0 ? 'Free' : shown_(method.amount),
          })}
        />
        <MethodGroup
          legend="Payment Method"
          name="payment_method"
          methods={current.cart_payment_methods}
          checked={paymentCode}
          problem={problems.payment}
          onChoose={choosePayment}
          detailsOf={(method) => ({ detail: method.description })}
        />
        <Panel as="div" aria-label="Place your order">
          <Total>
            <span>Total</span>
            <span>{shown_(current.grand_total)}</span>
          </Total>
          {show_instruction && settings.checkout_instruction && (
            <Note>{settings.checkout_instruction}</Note>
          )}
          {termsRequired && (
            <div>
              <Terms>
                <input
                  ref={termsRef}
                  type="checkbox"
                  checked={tncAccepted}
                  onChange={(event) => {
                    setTncAccepted(event.target.checked);
                    if (event.target.checked) setProblems(({ terms: _, ...rest }) => rest);
                  }}
                  aria-invalid={problems.terms ? true : undefined}
                  aria-describedby={problems.terms ? termsProblemId : undefined}
                />
                <span>
                  I have read and agree to the{' '}
                  {termsSlug ? (
                    <a href={`/${termsSlug}`} target="_blank" rel="noopener">
                      terms and conditions
                      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                    </a>
                  ) : (
                    'terms and conditions'
                  )}
                </span>
              </Terms>
              {problems.terms && <ProblemNote id={termsProblemId}>{problems.terms}</ProblemNote>}
            </div>
          )}
          <Actions>
            {problems.order && (
              <Problem id={orderProblemId} role="alert" data-problem="">
                <span>{problems.order}</span>
                <Link to="/cart">Review your cart</Link>
              </Problem>
            )}
            <Button
              size="lg"
              fullWidth
              loading={busy}
              loadingLabel="Placing your order"
              onClick={onPlaceOrder}
            >
              Place Order
            </Button>
          </Actions>
        </Panel>
      </Step>
      {placed && (
        <Suspense fallback={null}>
          <CardPaymentDialog
            open={cardOpen}
            onClose={() => leave(placed.failed_url)}
            order={{ orderNo: placed.order.order_no, token: placed.token }}
            amount={shown(placed.order.grand_total, placed.order.currency)}
            testCards={chosenPayment?.test_cards}
            onPaid={(url) => leave(url ?? placed.complete_url)}
            onDeclined={(outcome) => leave(outcome.failedUrl ?? placed.failed_url)}
          />
        </Suspense>
      )}
    </Container>
  );
}
