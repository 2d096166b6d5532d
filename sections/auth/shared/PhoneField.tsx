import {
  type ChangeEvent,
  type KeyboardEvent,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import {
  filterPhoneInput,
  isBlockedPhoneKey,
  PHONE_EMIT_DELAY_MS,
} from '../../../runtime/commerce/auth/phone-input.ts';
import { styled } from '../../../themes/index.ts';
import { FieldError } from '../../../themes/ui/StackedForm.tsx';
import { FieldGroup } from './form-parts.tsx';

const Control = styled('div', {
  display: 'flex',
  alignItems: 'stretch',
  minHeight: '44px',
  border: '1px solid $border',
  borderRadius: '$sm',
  backgroundColor: '$background',
  overflow: 'hidden',
  '&:focus-within': { boxShadow: '$focusRing', borderColor: '$primary' },
  '&[data-invalid]': { borderColor: '$danger' },
  '& span': {
    display: 'inline-flex',
    alignItems: 'center',
    paddingInline: '$3',
    borderInlineEnd: '1px solid $border',
    backgroundColor: '$surface',
    color: '$muted',
    whiteSpace: 'nowrap',
  },
  '& input': {
    flex: 1,
    minWidth: 0,
    padding: '$2 $3',
    border: 0,
    font: 'inherit',
    color: 'inherit',
    backgroundColor: 'transparent',
    letterSpacing: '0.04em',
  },
  '& input:focus-visible': { outline: 'none' },
});

export interface PhoneFieldProps {
  id: string;
  label: string;
  /** The form's value (react-hook-form's `field.value`). */
  value: string;
  /** Receives the value 750 ms after the last keystroke, or at once on blur and Enter. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** The channel country's `mobile_code`, shown before the number, e.g. '+91'. */
  countryCode: string;
  /** The channel country's `mobile_number_length`: longer input is cut to it. */
  maxLength: number;
  error?: string | undefined;
  /** react-hook-form's `field.ref`, so a field error can focus the input. */
  inputRef?: Ref<HTMLInputElement | null>;
  autoComplete?: string;
  /** Focus the input when the field appears (the first field of a dialog's step). @default false */
  focusOnMount?: boolean;
}

/**
 * A mobile number field (spec §5 "Phone input", §9): refuses e, E, +, - and '.', cuts what is
 * typed or pasted to the country's length, and hands its value to the form 750 ms after the last
 * keystroke (at once when the field loses focus or Enter submits, so nothing typed is lost).
 * The country code shows before the number and is read with the label.
 */
export function PhoneField({
  id,
  label,
  value,
  onChange,
  onBlur,
  name,
  countryCode,
  maxLength,
  error,
  inputRef,
  autoComplete = 'tel-national',
  focusOnMount = false,
}: PhoneFieldProps) {
  const [text, setText] = useState(value);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; value: string } | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  useImperativeHandle<HTMLInputElement | null, HTMLInputElement | null>(
    inputRef,
    () => input.current,
    [],
  );

  // a value the form sets (reset, a remembered phone) shows unless the shopper is typing
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (pending.current === null) setText(value);
  }

  const flush = useCallback(() => {
    const waiting = pending.current;
    if (waiting === null) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    onChange(waiting.value);
  }, [onChange]);

  useEffect(() => () => clearTimeout(pending.current?.timer), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, []);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = filterPhoneInput(event.target.value, maxLength);
    setText(next);
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = {
      value: next,
      timer: setTimeout(() => {
        pending.current = null;
        onChange(next);
      }, PHONE_EMIT_DELAY_MS),
    };
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isBlockedPhoneKey(event.key)) event.preventDefault();
    else if (event.key === 'Enter') flush();
  };

  const errorId = `${id}-error`;
  const codeId = `${id}-code`;
  return (
    <FieldGroup>
      <label htmlFor={id}>{label}</label>
      <Control data-invalid={error ? '' : undefined}>
        <span id={codeId}>{countryCode}</span>
        <input
          ref={input}
          id={id}
          name={name}
          type="tel"
          inputMode="numeric"
          autoComplete={autoComplete}
          value={text}
          onChange={change}
          onKeyDown={keyDown}
          onBlur={() => {
            flush();
            onBlur?.();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${codeId} ${errorId}` : codeId}
        />
      </Control>
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </FieldGroup>
  );
}
