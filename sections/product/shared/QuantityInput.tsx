import { useEffect, useId, useState } from 'react';
import {
  clampQuantity,
  maxQuantity,
  quantityDigits,
} from '../../../runtime/commerce/cart/quantity.ts';
import { styled, VisuallyHidden } from '../../../themes/index.ts';

const Field = styled('div', {
  display: 'grid',
  gap: '$2',
  '& > label': { fontWeight: 600 },
});

const Stepper = styled('div', {
  display: 'inline-flex',
  alignItems: 'stretch',
  width: 'fit-content',
  border: '1px solid $border',
  borderRadius: '$sm',
  overflow: 'hidden',
  '& button': {
    width: '44px',
    minHeight: '44px',
    border: 0,
    backgroundColor: '$surface',
    color: '$text',
    fontSize: '1.25rem',
    cursor: 'pointer',
  },
  '& button:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  '& button:focus-visible, & input:focus-visible': { boxShadow: '$focusRing', outline: 'none' },
  '& input': {
    width: '56px',
    border: 0,
    borderInline: '1px solid $border',
    textAlign: 'center',
    font: 'inherit',
    color: '$text',
    backgroundColor: '$background',
  },
});

export interface QuantityInputProps {
  /** The chosen quantity, always within 1..stock. */
  value: number;
  /** Units available; the quantity never goes above it (nor above the cart's line limit). */
  stock: number;
  onChange: (quantity: number) => void;
  /** No units can be bought: the field is disabled. @default false */
  disabled?: boolean;
  /** Keeps the 'Quantity' label for screen readers only (a cart line). @default false */
  hideLabel?: boolean;
  /**
   * Most units a typed value keeps; the buttons still stop at the stock. The cart lets a shopper
   * type more than its last known stock, so the server answers how many are left. @default stock
   */
  typeLimit?: number;
  /** Id of a message about the quantity (e.g. the server's refusal), read with the field. */
  describedBy?: string | undefined;
}

/**
 * The quantity selector (spec §2 "quantity"): − and + buttons and a field
 * that keeps digits only and clamps what is typed to 1..stock when it loses focus.
 */
export function QuantityInput({
  value,
  stock,
  onChange,
  disabled = false,
  hideLabel = false,
  typeLimit = stock,
  describedBy,
}: QuantityInputProps) {
  const id = useId();
  const max = maxQuantity(stock);
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = (raw: string) => {
    const next = clampQuantity(raw, Math.max(stock, typeLimit)) ?? value;
    setText(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <Field>
      {hideLabel ? (
        <VisuallyHidden as="label" htmlFor={id}>
          Quantity
        </VisuallyHidden>
      ) : (
        <label htmlFor={id}>Quantity</label>
      )}
      <Stepper>
        <button
          type="button"
          aria-label="Decrease quantity"
          disabled={disabled || value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
        >
          −
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-describedby={describedBy ? `${id}-max ${describedBy}` : `${id}-max`}
          onChange={(event) => setText(quantityDigits(event.target.value))}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
          }}
        />
        <button
          type="button"
          aria-label="Increase quantity"
          disabled={disabled || value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          +
        </button>
      </Stepper>
      <span id={`${id}-max`} hidden>
        {`At most ${max}`}
      </span>
    </Field>
  );
}
