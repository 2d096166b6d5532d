import {
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import {
  backspaceInOtpBox,
  emptyOtpBoxes,
  OTP_BOX_COUNT,
  otpCodeOf,
  pastedOtp,
  typeIntoOtpBox,
} from '../../../runtime/commerce/auth/otp-code.ts';
import { styled } from '../../../themes/index.ts';
import { FieldError } from '../../../themes/ui/StackedForm.tsx';

function focusBox(inputs: readonly (HTMLInputElement | null)[], index: number): void {
  const element = inputs[index];
  element?.focus();
  element?.select();
}

const Group = styled('fieldset', {
  display: 'grid',
  gap: '$2',
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  '& legend': { padding: 0, marginBottom: '$2', fontWeight: 600, fontSize: '0.95rem' },
  '& p': { margin: 0 },
});

const Boxes = styled('div', {
  display: 'grid',
  gridTemplateColumns: `repeat(${OTP_BOX_COUNT}, minmax(0, 56px))`,
  gap: '$3',
});

const Box = styled('input', {
  width: '100%',
  height: '56px',
  padding: 0,
  border: '1px solid $border',
  borderRadius: '$sm',
  backgroundColor: '$background',
  color: 'inherit',
  font: 'inherit',
  fontSize: '1.5rem',
  fontWeight: 600,
  textAlign: 'center',
  caretColor: '$colors$primary',
  '&:focus-visible': { outline: 'none', boxShadow: '$focusRing', borderColor: '$primary' },
  '&[aria-invalid="true"]': { borderColor: '$danger' },
});

export interface OtpCodeFieldProps {
  id: string;
  /** The group's visible label. @default 'Enter the 4-digit code' */
  legend?: string;
  /** The form's value: the digits typed so far. */
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  /** react-hook-form's `field.ref`: focuses the first empty box. */
  inputRef?: Ref<{ focus: () => void } | null>;
  /** Focus the first box when the field appears (a new step of the dialog). @default false */
  focusOnMount?: boolean;
}

/**
 * The one-time code as four boxes, one digit each (spec §5 "OTP code"): a digit moves on to the
 * next box, Backspace in an empty box goes back to the previous one, anything but a digit is
 * refused, and a paste is taken only when it is exactly 4 digits (it fills every box). The
 * phone's autofill of a whole code into the first box counts as a paste.
 */
export function OtpCodeField({
  id,
  legend = `Enter the ${OTP_BOX_COUNT}-digit code`,
  value,
  onChange,
  onBlur,
  error,
  inputRef,
  focusOnMount = false,
}: OtpCodeFieldProps) {
  const [boxes, setBoxes] = useState(emptyOtpBoxes);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const boxesRef = useRef(boxes);
  boxesRef.current = boxes;
  // reads the boxes through a ref: the handle stays the same object for react-hook-form
  useImperativeHandle(
    inputRef,
    () => ({ focus: () => focusBox(inputs.current, Math.max(boxesRef.current.indexOf(''), 0)) }),
    [],
  );

  // a step that replaces what had focus hands it on; runs before the dialog's own focus scope
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only
  useEffect(() => {
    if (focusOnMount) inputs.current[0]?.focus();
  }, []);

  // the form cleared the code (a new code was sent, the form was reset): clear the boxes
  const [emitted, setEmitted] = useState(value);
  if (value !== emitted) {
    setEmitted(value);
    if (value === '') setBoxes(emptyOtpBoxes());
  }

  const update = (next: string[], focus: number) => {
    setBoxes(next);
    const code = otpCodeOf(next);
    setEmitted(code);
    onChange(code);
    focusBox(inputs.current, focus);
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = pastedOtp(event.clipboardData.getData('text'));
    if (digits) update(digits, OTP_BOX_COUNT - 1);
  };

  const keyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const change = backspaceInOtpBox(boxes, index);
      update(change.boxes, change.focus);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(inputs.current, index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_BOX_COUNT - 1) {
      event.preventDefault();
      focusBox(inputs.current, index + 1);
    }
  };

  const errorId = `${id}-error`;
  return (
    <Group aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <Boxes>
        {boxes.map((digit, index) => (
          <Box
            // the boxes are positions: their order never changes
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            id={index === 0 ? id : `${id}-${index + 1}`}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${OTP_BOX_COUNT}`}
            aria-invalid={error ? true : undefined}
            value={digit}
            onFocus={(event) => event.currentTarget.select()}
            onBlur={onBlur}
            onKeyDown={keyDown(index)}
            onPaste={paste}
            onChange={(event) => {
              const typed = event.currentTarget.value;
              const whole = pastedOtp(typed);
              if (whole) {
                update(whole, OTP_BOX_COUNT - 1);
                return;
              }
              const change = typeIntoOtpBox(boxes, index, typed);
              if (change.boxes.join() !== boxes.join() || change.focus !== index) {
                update(change.boxes, change.focus);
              }
            }}
          />
        ))}
      </Boxes>
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </Group>
  );
}
