import { useEffect, useId, useState } from 'react';
import {
  clampQuantity,
  maxQuantity,
  quantityDigits,
} from '../../../runtime/commerce/cart/quantity.ts';
import { styled } from '../../../themes/index.ts';

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
}

/**
 * The quantity selector (spec §2 "quantity"): − and + buttons and a field
 * that keeps digits only and clamps what is typed to 1..stock when it loses focus.
 */
export function QuantityInput({ value, stock, onChange, disabled = false }: QuantityInputProps) {
  const id = useId();
  const max = maxQuantity(stock);
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = (raw: string) => {
    const next = clampQuantity(raw, stock) ?? value;
    setText(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <Field>
      <label htmlFor={id}>Quantity</label>
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
          aria-describedby={`${id}-max`}
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
