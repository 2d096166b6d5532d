import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { refusalMessage } from '../../../runtime/api/form-errors.ts';
import {
  FIELD_REQUIRED_MESSAGE,
  PINCODE_NOT_SERVICEABLE_MESSAGE,
} from '../../../schemas/api-constants.ts';
import { Button, styled, textInputStyle } from '../../../themes/index.ts';
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
}

/**
 * The delivery check (spec §2 "pincode availability check"; spec §7
 * `GET /api/plugins/PincodeAvaliability/check`): digits only, exactly `length` of them, and the
 * answer in place — delivery days or 'not serviceable' — or an error when the store cannot be
 * reached.
 */
export function PincodeCheck({ length }: PincodeCheckProps) {
  const api = useApi();
  const id = useId();
  const [value, setValue] = useState('');
  const [checked, setChecked] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const result = useQuery({ ...pincodeQuery(api, checked ?? ''), enabled: checked !== null });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
    <Form onSubmit={submit} noValidate aria-label="Check delivery">
      <label htmlFor={id}>Check delivery to your pincode</label>
      <Row>
        <input
          id={id}
          name="pincode"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={length}
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-result`}
          onChange={(event) => {
            setValue(event.target.value.replace(/\D+/g, '').slice(0, length));
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
