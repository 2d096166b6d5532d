import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SectionProps } from '../../../registry/index.ts';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { internalPath } from '../../../runtime/commerce/checkout/internal-path.ts';
import {
  orderResultQuery,
  orderResultQueryKey,
} from '../../../runtime/commerce/checkout/order-result-query.ts';
import { usePurchaseOnce } from '../../../runtime/commerce/checkout/use-purchase-once.ts';
import {
  type OrderResultRef,
  orderResultRefOf,
} from '../../../runtime/routing/order-result-ref.ts';
import { usePageLocation } from '../../../runtime/routing/use-page-location.ts';
import { useStorefront } from '../../../runtime/storefront/use-storefront.ts';
import type { Amount, CartAddress } from '../../../schemas/api/cart.ts';
import type { CheckoutComplete } from '../../../schemas/api/checkout.ts';
import type { OrderDetail, PaymentStatus } from '../../../schemas/api/orders.ts';
import { Button, Container, styled } from '../../../themes/index.ts';
import { Image } from '../../../themes/ui/Image.tsx';
import { formatPrice } from '../../../themes/ui/Price.tsx';
import { Skeleton } from '../../../themes/ui/Skeleton.tsx';
import { CardPaymentDialog } from '../shared/CardPaymentDialog.tsx';
import { ActionLink, Note, Panel, Problem } from '../shared/checkout-parts.tsx';
import { RateExperience } from './RateExperience.tsx';
import type { orderResultSchema } from './schema.ts';

/** What the payment state of an order reads as (spec §2: the result pages show it). */
export const PAYMENT_STATE_LABELS: Record<PaymentStatus, string> = {
  paid: 'Paid',
  cod: 'Pay on delivery',
  pending: 'Awaiting payment',
  failed: 'Payment failed',
  refunded: 'Refunded',
};

const Page = styled('div', {
  display: 'grid',
  gap: '$5',
  paddingBlock: '$6',
});

const Hero = styled('header', {
  display: 'grid',
  justifyItems: 'center',
  gap: '$3',
  textAlign: 'center',
  '& h1': { margin: 0, fontSize: '1.75rem', lineHeight: 1.2 },
  '& > p': { margin: 0, maxWidth: '560px', color: '$muted' },
});

const Badge = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '56px',
  height: '56px',
  borderRadius: '$pill',
  fontSize: '1.75rem',
  fontWeight: 700,
  variants: {
    tone: {
      good: { backgroundColor: '$primary', color: '$onPrimary' },
      bad: { backgroundColor: 'rgba(180, 35, 24, 0.1)', color: '$danger' },
    },
  },
});

const OrderNumber = styled('p', {
  margin: 0,
  padding: '$2 $4',
  borderRadius: '$pill',
  backgroundColor: '$surface',
  fontSize: '1rem',
  '& strong': { fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em' },
});

const HeroActions = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '$3',
  '& a': { textDecoration: 'none' },
});

const Columns = styled('div', {
  display: 'grid',
  gap: '$4',
  alignItems: 'start',
  '@md': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
});

const Lines = styled('ul', {
  display: 'grid',
  gap: '$3',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const Line = styled('li', {
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: '$3',
  '& img': { width: '64px', height: '64px', objectFit: 'cover', borderRadius: '$sm' },
});

const LineText = styled('div', {
  display: 'grid',
  gap: '2px',
  minWidth: 0,
  '& strong': { fontWeight: 600 },
});

const Money = styled('span', { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

const Totals = styled('dl', {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '$2 $4',
  margin: 0,
  paddingTop: '$3',
  borderTop: '1px solid $border',
  '& dt': { color: '$muted' },
  '& dd': { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  '& .grand': { color: '$text', fontWeight: 700, fontSize: '1.1rem' },
});

const Facts = styled('dl', {
  display: 'grid',
  gap: '$3',
  margin: 0,
  '& dt': { fontWeight: 600 },
  '& dd': { margin: 0, color: '$muted' },
  '& address': { fontStyle: 'normal' },
});

/** An amount as the API formatted it. */
const shown = (amount: Amount, currency: string) =>
  amount.formatted ?? formatPrice(amount.amount, currency);

/** The fields of an address that are not its lines. */
const NOT_LINES = new Set([
  'id',
  'address_id',
  'address_type',
  'country_id',
  'state_id',
  'country',
  'state',
  'default',
  'is_default',
  'phone',
  'city',
  'pincode',
]);

/** An address as lines: name and street first, then town and pincode, state and country. */
export function addressLines(address: CartAddress): string[] {
  const record = address as Record<string, unknown>;
  const text = (key: string) => {
    const value = record[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const lines = Object.keys(record)
    .filter((key) => !NOT_LINES.has(key))
    .map(text)
    .filter(Boolean);
  const town = [text('city'), text('pincode')].filter(Boolean).join(' ');
  const region = [address.state?.name, address.country.name].filter(Boolean).join(', ');
  return [...lines, town, region, text('phone') && `Phone: ${text('phone')}`].filter(Boolean);
}

/** The order's lines and totals. */
function OrderSummary({ order }: { order: OrderDetail }) {
  const money = (amount: Amount) => shown(amount, order.currency);
  return (
    <Panel aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order summary</h2>
      <Lines aria-label="Items ordered">
        {order.items.map((item) => {
          const options = Object.values(item.options).join(' / ');
          return (
            <Line key={item.id}>
              {item.image ? (
                <Image
                  src={item.image.src}
                  alt={item.image.alt || item.name}
                  width={64}
                  height={64}
                />
              ) : (
                <span aria-hidden="true" />
              )}
              <LineText>
                <strong>{item.name}</strong>
                {options && <Note as="span">{options}</Note>}
                {item.custom_text && <Note as="span">“{item.custom_text}”</Note>}
                <Note as="span">
                  Qty {item.quantity} × {money(item.unit_price)}
                </Note>
              </LineText>
              <Money>{money(item.line_total)}</Money>
            </Line>
          );
        })}
      </Lines>
      <Totals>
        <dt>Subtotal</dt>
        <dd>{money(order.subtotal)}</dd>
        {order.discount.amount > 0 && (
          <>
            <dt>Discount{order.coupon_code ? ` (${order.coupon_code})` : ''}</dt>
            <dd>−{money(order.discount)}</dd>
          </>
        )}
        <dt>Shipping ({order.shipping_method.name})</dt>
        <dd>{order.shipping.amount === 0 ? 'Free' : money(order.shipping)}</dd>
        {order.tax.amount > 0 && (
          <>
            <dt>Tax</dt>
            <dd>{money(order.tax)}</dd>
          </>
        )}
        <dt className="grand">Total</dt>
        <dd className="grand">{money(order.grand_total)}</dd>
      </Totals>
    </Panel>
  );
}

/** Where the order goes and how it is paid. */
function OrderFacts({ order }: { order: OrderDetail }) {
  const lastCard = [...order.payments]
    .reverse()
    .find((payment) => payment.kind === 'charge' && payment.card_last4);
  return (
    <Panel aria-labelledby="order-facts-title">
      <h2 id="order-facts-title">Delivery and payment</h2>
      <Facts>
        <div>
          <dt>Shipping address</dt>
          <dd>
            <address>
              {addressLines(order.shipping_address).map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
          </dd>
        </div>
        <div>
          <dt>Delivery</dt>
          <dd>{order.shipping_method.name}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>
            {order.payment_method.name}
            {lastCard?.card_last4 &&
              ` · ${lastCard.card_brand ?? 'Card'} ending ${lastCard.card_last4}`}
            {' · '}
            <strong>{PAYMENT_STATE_LABELS[order.payment_status]}</strong>
          </dd>
        </div>
        {order.email && (
          <div>
            <dt>Contact</dt>
            <dd>{order.email}</dd>
          </div>
        )}
      </Facts>
    </Panel>
  );
}

type Texts = SectionProps<typeof orderResultSchema>;

/** The page for one order result, whatever the URL (stories and tests render it directly). */
export function OrderResultView({
  result,
  orderRef,
  texts,
}: {
  result: CheckoutComplete;
  orderRef: OrderResultRef;
  texts: Texts;
}) {
  const { order, is_successful: confirmed } = result;
  const { isLoggedIn } = useStorefront();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState(false);
  usePurchaseOnce(confirmed ? order : null, orderRef.token);

  const payable = !confirmed && order.status === 'pending_payment';
  const onPaid = async (url: string | null) => {
    setPaying(false);
    const target = internalPath(url) ?? '/';
    await navigate(target);
    // the order is paid now: the failed page's copy is stale (dropped, not fetched again)
    queryClient.removeQueries({ queryKey: orderResultQueryKey(orderRef), exact: true });
  };

  return (
    <Page>
      <Hero>
        <Badge tone={confirmed ? 'good' : 'bad'} aria-hidden="true">
          {confirmed ? '✓' : '!'}
        </Badge>
        <h1>{confirmed ? texts.heading : texts.failed_heading}</h1>
        {(confirmed ? texts.message : texts.failed_message) && (
          <p>{confirmed ? texts.message : texts.failed_message}</p>
        )}
        {!confirmed && !payable && <p>This order can no longer be paid ({order.status_label}).</p>}
        <OrderNumber>
          Order number <strong>{order.order_no}</strong>
        </OrderNumber>
        {confirmed && order.email && <Note>A confirmation is on its way to {order.email}.</Note>}
        <HeroActions>
          {payable && <Button onClick={() => setPaying(true)}>Try another card</Button>}
          {confirmed && !isLoggedIn && (
            <ActionLink
              to={`/track-order/${encodeURIComponent(order.order_no)}`}
              variant="secondary"
            >
              Track your order
            </ActionLink>
          )}
          {confirmed && isLoggedIn && (
            <ActionLink to="/account/orders" variant="secondary">
              View your orders
            </ActionLink>
          )}
          <ActionLink to="/" variant={payable ? 'secondary' : 'primary'}>
            Continue shopping
          </ActionLink>
        </HeroActions>
        {confirmed && !isLoggedIn && (
          <Note>
            Keep your order number {order.order_no}: with it and your e-mail or phone you can track
            the order at any time.
          </Note>
        )}
      </Hero>
      <Columns>
        <OrderSummary order={order} />
        <OrderFacts order={order} />
      </Columns>
      {payable && (
        <CardPaymentDialog
          open={paying}
          onClose={() => setPaying(false)}
          order={{ orderNo: order.order_no, token: orderRef.token }}
          amount={shown(order.grand_total, order.currency)}
          onPaid={onPaid}
        />
      )}
    </Page>
  );
}

/** What {@link OrderResultPage} shows: the section's texts and one order's result. */
export type OrderResultPageProps = Texts & { result: CheckoutComplete; orderRef: OrderResultRef };

/**
 * The result page of one order (stories render it directly): the order, and the rating widget
 * on a confirmed order when the section asks for it.
 */
export function OrderResultPage({ result, orderRef, ...texts }: OrderResultPageProps) {
  return (
    <>
      <OrderResultView result={result} orderRef={orderRef} texts={texts} />
      {texts.show_rating && result.is_successful && (
        <RateExperience
          orderNo={result.order.order_no}
          token={orderRef.token}
          rating={result.order.experience_rating}
        />
      )}
    </>
  );
}

const Centre = styled('div', {
  display: 'grid',
  justifyItems: 'center',
  gap: '$4',
  paddingBlock: '$8',
  textAlign: 'center',
  '& h1': { margin: 0, fontSize: '1.6rem' },
  '& p': { margin: 0, color: '$muted' },
  '& a': { textDecoration: 'none' },
});

/** An order that cannot be shown: no valid token or order (the guard usually sent them home). */
function UnknownOrder() {
  return (
    <Centre>
      <h1>We could not find this order</h1>
      <p>The link may be incomplete or out of date. Check the link in your confirmation e-mail.</p>
      <ActionLink to="/">Go to the home page</ActionLink>
    </Centre>
  );
}

/**
 * The order complete and payment failed pages (spec §2 `/checkout-complete`,
 * `/checkout-failed`; §7 `checkout.complete`): the order number, its lines, totals, shipping
 * address and payment state. A confirmed order gets the thanks, for a guest how to track it,
 * the rating widget, and the `purchase` event once (spec §4); an unpaid one 'Try another card'.
 */
export default function OrderResult(props: Texts) {
  const location = usePageLocation();
  const orderRef = orderResultRefOf(location);
  const api = useApi();
  const query = useQuery({
    ...orderResultQuery(api, orderRef ?? { token: '', orderId: '', type: 'success' }),
    enabled: orderRef !== null,
  });

  let body: ReactNode;
  if (orderRef === null || query.data?.kind === 'not-found') {
    body = <UnknownOrder />;
  } else if (query.data?.kind === 'found') {
    body = <OrderResultPage {...props} result={query.data.result} orderRef={orderRef} />;
  } else if (query.isError) {
    body = (
      <Centre>
        <h1>We could not load your order</h1>
        <Problem role="alert">Your order is safe. Please try again in a moment.</Problem>
        <Button
          onClick={() => void query.refetch()}
          loading={query.isFetching}
          loadingLabel="Loading"
        >
          Try again
        </Button>
      </Centre>
    );
  } else {
    body = (
      <Centre role="status" aria-label="Loading your order">
        <Skeleton width="60%" height="2rem" />
        <Skeleton height="12rem" />
      </Centre>
    );
  }
  return <Container>{body}</Container>;
}
