// spec §5 "Password strength score (0 to 3)": one pure function, shown by the register and reset
// forms' strength meters.

/** A password's strength: 0 for none, then 1 weak, 2 medium, 3 strong. */
export type PasswordStrength = 0 | 1 | 2 | 3;

/** What the meter says for each score; 0 (an empty field) says nothing. */
export const PASSWORD_STRENGTH_LABELS: Readonly<Record<PasswordStrength, string>> = {
  0: '',
  1: 'Weak',
  2: 'Medium',
  3: 'Strong',
};

/** How long the meter waits after the last keystroke before it scores again (spec §9: 250 ms). */
export const PASSWORD_STRENGTH_DELAY_MS = 250;

const LOWER = /[a-z]/;
const UPPER = /[A-Z]/;
const DIGIT = /\d/;
const SYMBOL = /[^A-Za-z0-9]/;

/**
 * Scores a password exactly as spec §5 says: empty is 0; lower, upper, digit, symbol and 8 or more
 * characters is 3; lower, upper, digit, symbol and 6 or more, or lower, upper, symbol and 8 or
 * more, is 2; anything else is 1.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password === '') return 0;
  const lower = LOWER.test(password);
  const upper = UPPER.test(password);
  const digit = DIGIT.test(password);
  const symbol = SYMBOL.test(password);
  const { length } = password;
  if (lower && upper && digit && symbol && length >= 8) return 3;
  if (lower && upper && digit && symbol && length >= 6) return 2;
  if (lower && upper && symbol && length >= 8) return 2;
  return 1;
}
