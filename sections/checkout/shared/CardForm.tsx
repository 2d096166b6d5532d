import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { applyFieldErrors } from '../../../runtime/api/form-errors.ts';
import {
  type CardFormValues,
  cardBody,
  checkCardNumber,
  checkCvc,
  checkExpiry,
  formatCardNumber,
  formatExpiry,
} from '../../../runtime/commerce/checkout/card-input.ts';
import {
  type CardPaymentOrder,
  type CardPaymentOutcome,
  useCardPayment,
} from '../../../runtime/commerce/checkout/use-card-payment.ts';
import { Button, css, styled } from '../../../themes/index.ts';
import { TextField } from '../../../themes/ui/StackedForm.tsx';
import { Note, Problem } from './checkout-parts.tsx';

const Form = styled('form', {
  display: 'grid',
  gap: '$4',
  textAlign: 'left',
});

const Field = styled('div', {
  display: 'grid',
  gap: '$1',
  minWidth: 0,
  '& > label': { fontWeight: 600, fontSize: '0.95rem' },
  '& p': { margin: 0 },
});

const Row = styled('div', {
  display: 'grid',
  gap: '$4',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
});

const input = css({
  minHeight: '44px',
  width: '100%',
  padding: '$2 $3',
  border: '1px solid $border',
  borderRadius: '$sm',
  font: 'inherit',
  color: 'inherit',
  backgroundColor: '$background',
  fontVariantNumeric: 'tabular-nums',
  '&[aria-invalid="true"]': { borderColor: '$danger' },
  '&:focus-visible': { outline: 'none', boxShadow: '$focusRing', borderColor: '$primary' },
  '&:disabled': { opacity: 0.7 },
});

const Processing = styled('p', {
  margin: 0,
  fontWeight: 600,
  textAlign: 'center',
});

/** The card's fields as the API names them (`card.number`...), mapped onto the form. */
const API_FIELDS = {
  'card.number': 'number',
  'card.expiry_month': 'expiry',
  'card.expiry_year': 'expiry',
  'card.cvc': 'cvc',
  'card.name': 'name',
} as const;

export interface CardFormProps {
  /** The order to pay. */
  order: CardPaymentOrder;
  /** What will be charged, formatted (`₹2,598.00`); the button says 'Pay ₹2,598.00'. */
  amount: string | null;
  /** Test cards to mention (the test gateway's), as `number` and what it does. */
  testCards?: readonly { number: string; description: string }[] | undefined;
  /** The message of the last attempt to show above the fields (a declined card). */
  message: string | null;
  /** Called with each attempt's outcome (not with `invalid`, which lands on the fields). */
  onOutcome: (outcome: Exclude<CardPaymentOutcome, { kind: 'invalid' }>) => void;
  /** Tells the dialog whether a card is being charged (it then cannot be closed). */
  onProcessingChange: (processing: boolean) => void;
}

const EMPTY: CardFormValues = { number: '', expiry: '', cvc: '', name: '' };

/**
 * The card form of the payment popup: number (grouped in fours as typed), expiry as MM/YY,
 * security code and name on the card, checked before anything is sent; then one payment attempt
 * (`useCardPayment`). The fields stay as typed after a failure, so another try is one click.
 */
export default function CardForm({
  order,
  amount,
  testCards = [],
  message,
  onOutcome,
  onProcessingChange,
}: CardFormProps) {
  const { pay, processing } = useCardPayment(order);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<CardFormValues>({ defaultValues: EMPTY, mode: 'onTouched' });

  // the form arrives after the dialog opened: the card number takes the focus from its frame
  useEffect(() => setFocus('number'), [setFocus]);

  const submit = handleSubmit(async (values) => {
    onProcessingChange(true);
    let outcome: CardPaymentOutcome;
    try {
      outcome = await pay(cardBody(values));
    } finally {
      onProcessingChange(false);
    }
    if (outcome.kind === 'invalid') {
      applyFieldErrors(outcome.error, {
        setError,
        fields: ['number', 'expiry', 'cvc', 'name'],
        aliases: API_FIELDS,
      });
      return;
    }
    onOutcome(outcome);
  });

  const number = register('number', { validate: checkCardNumber });
  const expiry = register('expiry', { validate: (value) => checkExpiry(value) });

  return (
    <Form onSubmit={submit} noValidate aria-label="Card details" aria-busy={processing}>
      {message && <Problem role="alert">{message}</Problem>}
      {testCards.length > 0 && (
        <Note>
          Test mode:{' '}
          {testCards.map((card, index) => (
            <span key={card.number}>
              {index > 0 && '; '}
              <strong>{card.number}</strong> {card.description.replace(/\.$/, '')}
            </span>
          ))}
          .
        </Note>
      )}
      <Field>
        <TextField
          id="card-number"
          label="Card number"
          className={input()}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
          disabled={processing}
          error={errors.number?.message}
          {...number}
          onChange={(event) => {
            const formatted = formatCardNumber(event.target.value);
            setValue('number', formatted, { shouldValidate: Boolean(errors.number) });
          }}
        />
      </Field>
      <Row>
        <Field>
          <TextField
            id="card-expiry"
            label="Expiry (MM/YY)"
            className={input()}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={5}
            disabled={processing}
            error={errors.expiry?.message}
            {...expiry}
            onChange={(event) => {
              const deleting = (event.nativeEvent as InputEvent).inputType?.startsWith('delete');
              const formatted = formatExpiry(event.target.value, deleting === true);
              setValue('expiry', formatted, { shouldValidate: Boolean(errors.expiry) });
            }}
          />
        </Field>
        <Field>
          <TextField
            id="card-cvc"
            label="Security code"
            className={input()}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="CVC"
            maxLength={4}
            disabled={processing}
            error={errors.cvc?.message}
            {...register('cvc', { validate: checkCvc })}
          />
        </Field>
      </Row>
      <Field>
        <TextField
          id="card-name"
          label="Name on card"
          className={input()}
          autoComplete="cc-name"
          disabled={processing}
          error={errors.name?.message}
          {...register('name', { maxLength: { value: 100, message: 'The name is too long.' } })}
        />
      </Field>
      {processing && <Processing role="status">Processing payment…</Processing>}
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={processing}
        loadingLabel="Processing payment"
      >
        {amount ? `Pay ${amount}` : 'Pay now'}
      </Button>
    </Form>
  );
}
