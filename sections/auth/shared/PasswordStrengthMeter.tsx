import { useEffect, useState } from 'react';
import {
  PASSWORD_STRENGTH_DELAY_MS,
  PASSWORD_STRENGTH_LABELS,
  type PasswordStrength,
  passwordStrength,
} from '../../../runtime/commerce/auth/password-strength.ts';
import { styled } from '../../../themes/index.ts';

const Meter = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr) auto',
  alignItems: 'center',
  gap: '$1',
  minHeight: '20px',
  '& i': { height: '4px', borderRadius: '$pill', backgroundColor: '$border' },
  '& output': { minWidth: '4.5em', paddingInlineStart: '$2', fontSize: '$sm', textAlign: 'right' },
  '&[data-score="1"] i:nth-of-type(-n+1)': { backgroundColor: '$danger' },
  '&[data-score="2"] i:nth-of-type(-n+2)': { backgroundColor: '#b7791f' },
  '&[data-score="3"] i': { backgroundColor: '$primary' },
  '&[data-score="1"] output': { color: '$danger' },
  '&[data-score="2"] output': { color: '#8a5a00' },
  '&[data-score="3"] output': { color: '$primary' },
});

export interface PasswordStrengthMeterProps {
  /** The password as typed. */
  password: string;
  /** Id of the meter's text, for the password input's `aria-describedby`. */
  id: string;
}

/**
 * Three bars and a word for the password's strength (spec §5 score 0–3: Weak, Medium, Strong),
 * scored 250 ms after the last keystroke (spec §9). The word is a polite live region, so a screen
 * reader hears it once the shopper pauses.
 */
export function PasswordStrengthMeter({ password, id }: PasswordStrengthMeterProps) {
  const [score, setScore] = useState<PasswordStrength>(() => passwordStrength(password));
  useEffect(() => {
    const timer = setTimeout(
      () => setScore(passwordStrength(password)),
      PASSWORD_STRENGTH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [password]);
  const label = PASSWORD_STRENGTH_LABELS[score];
  return (
    <Meter data-score={score}>
      <i aria-hidden="true" />
      <i aria-hidden="true" />
      <i aria-hidden="true" />
      <output id={id} aria-live="polite">
        {label ? `Strength: ${label}` : ''}
      </output>
    </Meter>
  );
}
