import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import type { SectionProps } from '../../../registry/index.ts';
import { applyFieldErrors } from '../../../runtime/api/form-errors.ts';
import { useCartChange } from '../../../runtime/commerce/cart/use-cart-change.ts';
import { checkoutStepOf } from '../../../runtime/commerce/checkout/checkout-step-of.ts';
import { useCheckout } from '../../../runtime/commerce/checkout/checkout-store.ts';
import { registerStepSaver, SAVER_ORDER } from '../../../runtime/commerce/checkout/step-savers.ts';
import { placeAddressMessages } from '../../../runtime/commerce/checkout/step-verdict.ts';
import { useCheckoutCart } from '../../../runtime/commerce/checkout/use-checkout-cart.ts';
import { usePageLocation } from '../../../runtime/routing/use-page-location.ts';
import { useStorefront } from '../../../runtime/storefront/use-storefront.ts';
import type { Cart } from '../../../schemas/api/cart.ts';
import * as cart from '../../../schemas/api/endpoints/cart.ts';
import {
  CUSTOMER_EMPTY_MESSAGE,
  EMAIL_EMPTY_MESSAGE,
  PHONE_EMPTY_MESSAGE,
} from '../../../schemas/api-constants.ts';
import { Container, styled } from '../../../themes/index.ts';
import { AuthEntries } from '../../auth/shared/AuthEntries.tsx';
import { FieldGroup, FormError, TextInputField } from '../../auth/shared/form-parts.tsx';
import { PhoneField } from '../../auth/shared/PhoneField.tsx';
import type { checkoutContactSchema } from './schema.ts';

const Block = styled('section', {
  display: 'grid',
  gap: '$4',
  padding: '$5 0',
  borderBottom: '1px solid $border',
  '& h2': { margin: 0, fontSize: '1.25rem' },
  '& p': { margin: 0 },
});

const Head = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
});

const Muted = styled('p', { color: '$muted' });

const Fields = styled('div', {
  display: 'grid',
  alignItems: 'start',
  gap: '$3 $4',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@sm': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});

const GuestEntry = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$3',
  padding: '$3 $4',
  borderRadius: '$md',
  backgroundColor: '$surface',
});

interface Values {
  email: string;
  phone: string;
}

type FieldName = keyof Values;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The contact the cart holds (the server falls back to the customer's), else the account's. */
function valuesOf(
  current: Cart | null | undefined,
  account: Readonly<Record<string, unknown>> | null,
): Values {
  return {
    email: current?.email ?? text(account?.email),
    phone: current?.phone ?? text(account?.phone),
  };
}

export interface ContactBlockProps extends SectionProps<typeof checkoutContactSchema> {}

/**
 * Who to tell about the order, on the address step (spec §5): e-mail and phone, each required
 * when the store says so (`order_email_mandatory`, `order_sms_mandatory`), filled in from the cart
 * (which falls back to the customer's) or the logged-in customer. A guest sees Login and Register
 * when the store offers them at checkout; without guest checkout, 'Customer account is empty' and
 * the login entry instead of the fields. What is typed is saved (`cart.updateContact`) when the
 * shopper continues; the server's 'Phone No is empty' and 'Email address is empty' land on their
 * fields, its 422s too.
 *
 * The block checks nothing in the browser, so it holds its two values itself rather than in
 * react-hook-form (13.3 KB gzip on the address step's first screen): the e-mail is read from its
 * input, so what was typed before hydration is kept, and the phone from `PhoneField`.
 */
export function ContactBlock({ heading, login_prompt }: ContactBlockProps) {
  const id = useId();
  const { settings, account, isLoggedIn, storefront } = useStorefront();
  const current = useCheckoutCart();
  const messages = useCheckout((state) => state.messages);
  const placed = placeAddressMessages(messages);
  const change = useCartChange(cart.updateContact);
  const phoneRequired = settings.order_sms_mandatory === true;
  const emailRequired = settings.order_email_mandatory === true;
  const guestBlocked = !isLoggedIn && settings.enable_guest_checkout !== true;
  const country = storefront.channel.country;

  /** The values the block last showed from the cart (or the account): typing makes it dirty. */
  const opened = useRef<Values | null>(null);
  opened.current ??= valuesOf(current, account);
  const emailInput = useRef<HTMLInputElement | null>(null);
  const [phone, setPhone] = useState(opened.current.phone);
  /** The phone as the field last handed it over (ahead of the render that shows it). */
  const phoneNow = useRef(phone);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  const getValues = useCallback(
    (): Values => ({
      email: emailInput.current?.value ?? opened.current?.email ?? '',
      phone: phoneNow.current,
    }),
    [],
  );
  const isDirty = () => {
    const typed = getValues();
    return typed.email !== opened.current?.email || typed.phone !== opened.current?.phone;
  };
  /** Shows `values` as the block's own, forgetting what was typed and every message. */
  const reset = useCallback((values: Values) => {
    opened.current = values;
    if (emailInput.current) emailInput.current.value = values.email;
    phoneNow.current = values.phone;
    setPhone(values.phone);
    setErrors({});
  }, []);
  /** A message on a field (the step check's, a 422's), focusing it when asked. */
  const setError: UseFormSetError<Values> = useCallback(
    (name, { message }, options) => {
      if (name !== 'email' && name !== 'phone') return; // the block shows no form-wide message
      setErrors((shown) => ({ ...shown, [name]: message ?? '' }));
      if (options?.shouldFocus) document.getElementById(`${id}-${name}`)?.focus();
    },
    [id],
  );
  const clearErrors = (name: FieldName) =>
    setErrors((shown) => {
      const { [name]: _gone, ...rest } = shown;
      return rest;
    });

  // the cart answered a new contact (the shipping address's phone, a login): show it unless typing
  const cartPhone = current?.phone ?? null;
  const cartEmail = current?.email ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the cart's contact matters
  useEffect(() => {
    if (!isDirty()) reset(valuesOf(current, account));
  }, [cartPhone, cartEmail]);

  // the step check's messages land on their fields
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the messages only
  useEffect(() => {
    for (const [name, message, fallback] of [
      ['phone', placed.phone, PHONE_EMPTY_MESSAGE],
      ['email', placed.email, EMAIL_EMPTY_MESSAGE],
    ] as const) {
      if (message) setError(name, { message });
      else if (errors[name] === fallback) clearErrors(name);
    }
  }, [placed.phone, placed.email]);

  const latest = useRef({ current, change });
  latest.current = { current, change };
  useEffect(
    () =>
      registerStepSaver(SAVER_ORDER.contact, async () => {
        const { current: now, change: save } = latest.current;
        const typed = getValues();
        const phone = typed.phone.trim();
        const email = typed.email.trim();
        if (phone === (now?.phone ?? '') && email === (now?.email ?? '')) return true;
        // an empty required value is left to the step check, which names it (spec §5); the
        // server takes the contact whole, so nothing is sent until it can be
        if ((phoneRequired && phone === '') || (emailRequired && email === '')) return true;
        const body = { phone: phone || null, email: email || null };
        try {
          await save.mutateAsync({ body, silent: true });
          reset({ phone, email });
          return true;
        } catch (error) {
          applyFieldErrors<Values>(error, { setError, fields: ['phone', 'email'] });
          return false;
        }
      }),
    [getValues, reset, setError, phoneRequired, emailRequired],
  );

  return (
    <Block aria-labelledby={`${id}-heading`}>
      <Head>
        <h2 id={`${id}-heading`}>{heading}</h2>
        {isLoggedIn && account && (
          <Muted>
            Logged in as {text(account.first_name)} {text(account.last_name)}
          </Muted>
        )}
      </Head>
      {guestBlocked ? (
        <>
          <FormError id={`${id}-account`}>{CUSTOMER_EMPTY_MESSAGE}</FormError>
          <AuthEntries />
        </>
      ) : (
        <>
          {!isLoggedIn && (
            <GuestEntry>
              <Muted>{login_prompt}</Muted>
              <AuthEntries />
            </GuestEntry>
          )}
          {placed.account && <FormError>{placed.account}</FormError>}
          <Fields>
            <TextInputField
              id={`${id}-email`}
              label={emailRequired ? 'Email' : 'Email (optional)'}
              type="email"
              autoComplete="email"
              aria-required={emailRequired || undefined}
              error={errors.email}
              name="email"
              defaultValue={opened.current.email}
              ref={emailInput}
            />
            <FieldGroup>
              <PhoneField
                id={`${id}-phone`}
                name="phone"
                label={phoneRequired ? 'Phone' : 'Phone (optional)'}
                value={phone}
                onChange={(value) => {
                  phoneNow.current = value;
                  setPhone(value);
                }}
                error={errors.phone}
                countryCode={country.mobile_code}
                maxLength={country.mobile_number_length}
              />
            </FieldGroup>
          </Fields>
          <Muted>We send your order confirmation and delivery updates here.</Muted>
        </>
      )}
    </Block>
  );
}

/** The contact block of the address step; nothing on the other checkout pages. */
export default function CheckoutContact(props: SectionProps<typeof checkoutContactSchema>) {
  const step = checkoutStepOf(usePageLocation());
  const { isLoggedIn } = useStorefront();
  if (step !== 'address') return null;
  return (
    <Container width="normal">
      <ContactBlock key={String(isLoggedIn)} {...props} />
    </Container>
  );
}
