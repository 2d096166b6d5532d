import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import type { SectionProps } from '../../../registry/index.ts';
import type { ApiClient } from '../../../runtime/api/client.ts';
import { usePageLocation } from '../../../runtime/routing/use-page-location.ts';
import { useStorefront } from '../../../runtime/storefront/use-storefront.ts';
import type { TrackOrderResponse } from '../../../schemas/api/tracking.ts';
import { Container, styled } from '../../../themes/index.ts';
import { ShipmentResult } from './ShipmentResult.tsx';
import type { trackOrderSchema } from './schema.ts';
import { TrackOrderForm } from './TrackOrderForm.tsx';
import { trackingApi } from './tracking-api.ts';
import { Card } from './tracking-parts.tsx';
import { shipmentQuery } from './tracking-queries.ts';
import { trackingSlugOf } from './tracking-slug.ts';

// An order found by the form is drawn only in the browser, after a search: its code (the stepper,
// the lines) loads with the answer, not with the page.
const loadResult = () => import('./TrackOrderResult.tsx');
const TrackOrderResult = lazy(() =>
  loadResult().then((module) => ({ default: module.TrackOrderResult })),
);

const Page = styled('div', {
  display: 'grid',
  gap: '$5',
  paddingBlock: '$6',
  '@md': { paddingBlock: '$7' },
});

const Intro = styled('header', {
  display: 'grid',
  gap: '$2',
  '& h1': { margin: 0, fontSize: 'clamp(1.75rem, 4vw, 2.25rem)', lineHeight: 1.2 },
  '& p': { margin: 0, color: '$muted', maxWidth: '60ch' },
});

export type TrackOrderViewProps = SectionProps<typeof trackOrderSchema> & {
  /** The client tracking calls go through. */
  api: ApiClient;
};

/**
 * The tracking page for the router's location, with the API given (tests and stories pass a
 * fixture). On `/track-order/{slug}` the slug is looked up as a waybill first (the page loads
 * it on the server): a shipment shows at once, with its scans; otherwise the slug is taken for
 * the order number and fills the form.
 */
export function TrackOrderView({ heading, text, button_label, api }: TrackOrderViewProps) {
  const id = useId();
  const slug = trackingSlugOf(usePageLocation());
  const { storefront, account } = useStorefront();
  const shipment = useQuery({ ...shipmentQuery(api, slug ?? ''), enabled: slug !== null });
  const isWaybill = shipment.data != null;
  const [order, setOrder] = useState<TrackOrderResponse | null>(null);
  // the form stays busy until the result's code is here too
  const showResult = async (found: TrackOrderResponse | null) => {
    if (found) await loadResult();
    setOrder(found);
  };

  const email = slug !== null && typeof account?.email === 'string' ? account.email : '';

  return (
    <Container width="narrow">
      <Page>
        <Intro>
          <h1>{heading}</h1>
          {text && <p>{text}</p>}
        </Intro>
        {shipment.data && <ShipmentResult shipment={shipment.data} api={api} />}
        <Card {...(isWaybill && { 'aria-labelledby': `${id}-form` })}>
          {isWaybill && <h2 id={`${id}-form`}>Track the whole order</h2>}
          <TrackOrderForm
            api={api}
            buttonLabel={button_label}
            orderNo={slug !== null && !isWaybill ? slug : ''}
            email={email}
            mobileCode={storefront.channel.country.mobile_code}
            onResult={showResult}
          />
        </Card>
        {order && (
          <Suspense fallback={null}>
            <TrackOrderResult order={order} currency={storefront.channel.currency.code} api={api} />
          </Suspense>
        )}
      </Page>
    </Container>
  );
}

/**
 * The track-order page (spec §2 `/track-order/{slug...}`, "Track order: form, result, scans
 * popup and stepper"; spec §7 `POST /api/track-order`, `GET /api/track-order/{waybill}`): the
 * form, the order it finds with a stepper of where it stands, and the courier's scans in a popup.
 * Its calls show their outcome in the page, never as a toast.
 */
export default function TrackOrder(props: SectionProps<typeof trackOrderSchema>) {
  const { path } = usePageLocation();
  // another tracking URL is another page: start again
  return <TrackOrderView key={path} {...props} api={trackingApi} />;
}
