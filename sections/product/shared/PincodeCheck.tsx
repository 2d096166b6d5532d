import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { refusalMessage } from '../../../runtime/api/form-errors.ts';
import {
  FIELD_REQUIRED_MESSAGE,
  PINCODE_NOT_SERVICEABLE_MESSAGE,
} from '../../../schemas/api-constants.ts';
import { Button, styled } from '../../../themes/index.ts';
import { textInputStyle } from '../../../themes/ui/text-input-style.ts';
import { pincodeLengthMessage } from './postal-code.ts';
import { pincodeQuery } from './product-queries.ts';

/** Shown when the check could not reach the store (a network failure, not a refusal). */
export const PINCODE_CHECK_FAILED_MESSAGE = 'We could not check this pincode. Please try again.';

const Form = styled('form', {
  display: 'grid',
  gap: '$2',
  '& label': { fontWeight: 600 },
  '& input': { ...textInputStyle, width: '10ch', minWidth: '120px', letterSpacing: '0.08em' },
  '& input[aria-invalid="true"]': { borderColor: '$danger' },
  '& input:focus-visible': { boxShadow: '$focusRing', outline: 'none' },
});
const Row = styled('div', { display: 'flex', gap: '$2', alignItems: 'center' });
const Result = styled('p', {
  margin: 0,
  minHeight: '1.5em',
  fontSize: '$sm',
  variants: { tone: { good: { color: '#1f6f43' }, bad: { color: '$danger' }, plain: {} } },
});

export interface PincodeCheckProps {
  /** Digits of a postal code in the store's country (6 for India). */
  length: number;
  /** The form's id, watched for the shopper (a part on intent, runtime/render/OnIntent.tsx). */
  anchor?: string | undefined;
}

/** The digits of `typed`, at most `length` of them. */
const digitsOf = (typed: string, length: number) => typed.replace(/\D+/g, '').slice(0, length);

/**
 * The delivery check (spec §2 "pincode availability check"; spec §7
 * `GET /api/plugins/PincodeAvaliability/check`): digits only, exactly `length` of them, and the
 * answer in place — delivery days or 'not serviceable' — or an error when the store cannot be
 * reached. A part on intent in the product page (decision 0017): the form is in the server's
 * HTML and its code loads when a shopper points at, touches or tabs into it. The field is
 * uncontrolled, so digits typed before the code arrived stay, and a Check pressed (or Enter) before
 * then is carried out once it has.
 */
export default function PincodeCheck({ length, anchor }: PincodeCheckProps) {
  const api = useApi();
  const id = useId();
  const [checked, setChecked] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const result = useQuery({ ...pincodeQuery(api, checked ?? ''), enabled: checked !== null });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('pincode') as HTMLInputElement;
    // what was typed before the code arrived has not been cleaned yet
    const value = digitsOf(field.value, length);
    field.value = value;
    if (value === '') return setProblem(FIELD_REQUIRED_MESSAGE);
    if (value.length !== length) return setProblem(pincodeLengthMessage(length));
    setProblem(null);
    setChecked(value);
  };

  let message: { text: string; tone: 'good' | 'bad' | 'plain' } | null = null;
  if (problem) message = { text: problem, tone: 'bad' };
  else if (checked !== null && result.isFetching) message = { text: 'Checking…', tone: 'plain' };
  else if (checked !== null && result.isError) {
    message = { text: refusalMessage(result.error) ?? PINCODE_CHECK_FAILED_MESSAGE, tone: 'bad' };
  } else if (checked !== null && result.data) {
    const { serviceable, message: text, delivery_days } = result.data;
    message = serviceable
      ? { text: text || `Delivery in ${delivery_days} days`, tone: 'good' }
      : { text: text || PINCODE_NOT_SERVICEABLE_MESSAGE, tone: 'bad' };
  }

  return (
    <Form id={anchor} onSubmit={submit} noValidate aria-label="Check delivery">
      <label htmlFor={id}>Check delivery to your pincode</label>
      <Row>
        <input
          id={id}
          name="pincode"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={length}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-result`}
          onChange={(event) => {
            const digits = digitsOf(event.target.value, length);
            if (digits !== event.target.value) event.target.value = digits;
            setProblem(null);
          }}
        />
        <Button
          type="submit"
          variant="secondary"
          loading={checked !== null && result.isFetching}
          loadingLabel="Checking"
        >
          Check
        </Button>
      </Row>
      <Result id={`${id}-result`} role="status" tone={message?.tone ?? 'plain'}>
        {message?.text ?? ''}
      </Result>
    </Form>
  );
}
