import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { SectionProps } from '../../../registry/index.ts';
import { useApi } from '../../../runtime/api/api-context.tsx';
import {
  addressFieldsQuery,
  countriesQuery,
  savedAddressesQuery,
} from '../../../runtime/commerce/address/address-queries.ts';
import { checkoutStepOf } from '../../../runtime/commerce/checkout/checkout-step-of.ts';
import { useCheckout } from '../../../runtime/commerce/checkout/checkout-store.ts';
import { SAVER_ORDER } from '../../../runtime/commerce/checkout/step-savers.ts';
import { placeAddressMessages } from '../../../runtime/commerce/checkout/step-verdict.ts';
import { useBeginCheckout } from '../../../runtime/commerce/checkout/use-begin-checkout.ts';
import { useCheckoutCart } from '../../../runtime/commerce/checkout/use-checkout-cart.ts';
import { useContinueToPayment } from '../../../runtime/commerce/checkout/use-continue-to-payment.ts';
import { usePageLocation } from '../../../runtime/routing/use-page-location.ts';
import { useStorefront } from '../../../runtime/storefront/use-storefront.ts';
import type { Cart, CartAddress } from '../../../schemas/api/cart.ts';
import { Button, Container, styled } from '../../../themes/index.ts';
import { Skeleton } from '../../../themes/ui/Skeleton.tsx';
import { AddressArea } from './AddressArea.tsx';
import type { checkoutAddressSchema } from './schema.ts';

const Step = styled('div', {
  display: 'grid',
  gap: '$5',
  paddingBlock: '$5 $7',
});

const Check = styled('label', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '44px',
  fontWeight: 600,
  cursor: 'pointer',
  '& input': { width: '18px', height: '18px', margin: 0, accentColor: '$colors$primary' },
});

const Summary = styled('div', {
  display: 'grid',
  gap: '$2',
  padding: '$3 $4',
  border: '1px solid $danger',
  borderRadius: '$md',
  backgroundColor: 'rgba(180, 35, 24, 0.06)',
  color: '$danger',
  '& p': { margin: 0, fontWeight: 700 },
  '& ol': { margin: 0, paddingInlineStart: '$5', display: 'grid', gap: '$1' },
  '&:focus': { outline: 'none' },
  '&:focus-visible': { boxShadow: '$focusRing' },
});

const Footer = styled('div', {
  display: 'grid',
  gap: '$4',
  paddingTop: '$5',
  borderTop: '1px solid $border',
  '& > button': {
    width: '100%',
    '@sm': { justifySelf: 'end', width: 'auto', minWidth: '260px' },
  },
});

const Loading = styled('div', { display: 'grid', gap: '$3', paddingBlock: '$5' });

/** Whether the cart bills to its shipping address (or bills nowhere yet): 'same as shipping'. */
export function billsToShipping(
  current: Pick<Cart, 'shipping_address' | 'billing_address'> | null | undefined,
): boolean {
  const shipping = current?.shipping_address ?? null;
  const billing = current?.billing_address ?? null;
  if (billing === null) return true;
  if (shipping === null) return false;
  if (shipping.address_id !== null || billing.address_id !== null) {
    return shipping.address_id === billing.address_id;
  }
  return sameFields(shipping, billing);
}

function sameFields(a: CartAddress, b: CartAddress): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  keys.delete('address_type');
  for (const key of keys) {
    if (JSON.stringify(a[key] ?? null) !== JSON.stringify(b[key] ?? null)) return false;
  }
  return true;
}

/**
 * The address step (spec §2, §4 "Address area", §5 "Address step"): the shipping address, the
 * billing address ('same as shipping' by default) and 'Continue to Payment', which saves what
 * the shopper typed or chose, asks the server, and shows its messages in spec order where the
 * shopper must act, or goes on to /checkout/payment. Everything is read back from the server's
 * cart, so a refresh or the back button restores the step.
 */
export function AddressStep({
  same_as_shipping_label,
  continue_label,
}: SectionProps<typeof checkoutAddressSchema>) {
  const id = useId();
  const api = useApi();
  const { isLoggedIn, storefront } = useStorefront();
  const current = useCheckoutCart();
  const shippingFields = useQuery(addressFieldsQuery(api, 'Shipping'));
  const billingFields = useQuery(addressFieldsQuery(api, 'Billing'));
  const countries = useQuery(countriesQuery(api));
  const saved = useQuery({ ...savedAddressesQuery(api), enabled: isLoggedIn });
  const messages = useCheckout((state) => state.messages);
  const setAddressTitle = useCheckout((state) => state.setAddressTitle);
  const placed = placeAddressMessages(messages);
  const [sameAsShipping, setSameAsShipping] = useState(() => billsToShipping(current));
  const { run, pending } = useContinueToPayment();
  const summary = useRef<HTMLDivElement>(null);
  useBeginCheckout(current, true);

  // the summary takes focus when a check fails, so the shopper hears what to fix
  useEffect(() => {
    if (messages.length > 0) summary.current?.focus();
  }, [messages]);
  useEffect(() => () => setAddressTitle(null), [setAddressTitle]);

  const ready =
    current !== undefined &&
    shippingFields.data &&
    billingFields.data &&
    countries.data &&
    (!isLoggedIn || !saved.isPending);
  if (!ready) {
    return (
      <Loading aria-busy="true" aria-label="Loading the address step">
        <Skeleton height="28px" width="40%" />
        <Skeleton height="180px" />
      </Loading>
    );
  }

  const countryList = countries.data;
  const ownCountry = countryList.find(
    (country) => country.mobile_code === storefront.channel.country.mobile_code,
  )?.id;
  const savedAll = isLoggedIn ? (saved.data ?? []) : null;
  const savedOf = (type: 'Shipping' | 'Billing') =>
    savedAll === null ? null : savedAll.filter((each) => each.address_type === type);
  const shippingAddress = current?.shipping_address ?? null;
  const billingOwn = billsToShipping(current) ? null : (current?.billing_address ?? null);

  return (
    <Step>
      <AddressArea
        type="Shipping"
        fields={shippingFields.data}
        countries={countryList}
        defaultCountryId={ownCountry}
        saved={savedOf('Shipping')}
        cartAddress={shippingAddress}
        sameAsShipping={sameAsShipping}
        billingBehind={sameAsShipping && !billsToShipping(current)}
        messages={placed.shipping}
        saverOrder={SAVER_ORDER.shipping}
        onTitle={setAddressTitle}
      />
      <Check>
        <input
          type="checkbox"
          checked={sameAsShipping}
          onChange={(event) => setSameAsShipping(event.target.checked)}
        />
        {same_as_shipping_label}
      </Check>
      {/* with 'same as shipping', the billing messages are the shipping block's to fix */}
      {!sameAsShipping && (
        <AddressArea
          type="Billing"
          fields={billingFields.data}
          countries={countryList}
          defaultCountryId={ownCountry}
          saved={savedOf('Billing')}
          cartAddress={billingOwn}
          messages={placed.billing}
          saverOrder={SAVER_ORDER.billing}
        />
      )}
      <Footer>
        {messages.length > 0 && (
          <Summary ref={summary} tabIndex={-1} role="alert" aria-labelledby={`${id}-summary`}>
            <p id={`${id}-summary`}>Before you continue</p>
            <ol>
              {messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ol>
          </Summary>
        )}
        <Button
          size="lg"
          loading={pending}
          loadingLabel="Checking your details"
          onClick={() => void run()}
        >
          {continue_label}
        </Button>
      </Footer>
    </Step>
  );
}

/** The address step's addresses and 'Continue'; nothing on the other checkout pages. */
export default function CheckoutAddress(props: SectionProps<typeof checkoutAddressSchema>) {
  const step = checkoutStepOf(usePageLocation());
  const { isLoggedIn } = useStorefront();
  if (step !== 'address') return null;
  // logging in from the contact block brings saved addresses: the step starts again with them
  return (
    <Container width="normal">
      <AddressStep key={String(isLoggedIn)} {...props} />
    </Container>
  );
}
