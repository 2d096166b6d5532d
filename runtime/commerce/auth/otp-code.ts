// spec §5 "OTP code": four boxes, one digit each; paste is accepted only for exactly 4 digits.
// Pure rules of the boxes, so the component only wires them to inputs and focus.

/** Digits of a one-time code (spec §9). Equal to the contract's `OTP_LENGTH` (a test holds it). */
export const OTP_BOX_COUNT = 4;

/** Four empty boxes. */
export function emptyOtpBoxes(): string[] {
  return Array.from({ length: OTP_BOX_COUNT }, () => '');
}

/** The code the boxes spell, e.g. `'1234'`; shorter while boxes are empty. */
export function otpCodeOf(boxes: readonly string[]): string {
  return boxes.join('');
}

/** Whether every box holds a digit: only then can the code be verified (spec §5). */
export function isOtpComplete(boxes: readonly string[]): boolean {
  return boxes.length === OTP_BOX_COUNT && boxes.every((box) => /^\d$/.test(box));
}

/** What typing `typed` into box `index` does: the new boxes and the box to focus next. */
export interface OtpBoxChange {
  boxes: string[];
  /** The box that should have focus now. */
  focus: number;
}

/**
 * Typing into a box keeps only its last digit (an input that already held one receives two);
 * a digit moves focus to the next box (auto-advance), anything else is refused and changes
 * nothing. Clearing the box (typed `''`) empties it and keeps focus.
 */
export function typeIntoOtpBox(
  boxes: readonly string[],
  index: number,
  typed: string,
): OtpBoxChange {
  const next = [...boxes];
  if (typed === '') {
    next[index] = '';
    return { boxes: next, focus: index };
  }
  const digit = [...typed].reverse().find((character) => /^\d$/.test(character));
  if (digit === undefined) return { boxes: [...boxes], focus: index };
  next[index] = digit;
  return { boxes: next, focus: Math.min(index + 1, OTP_BOX_COUNT - 1) };
}

/**
 * Backspace in box `index`: a box with a digit is emptied and keeps focus; in an empty box, focus
 * goes back to the previous box and empties it (spec: "backspace to the previous box").
 */
export function backspaceInOtpBox(boxes: readonly string[], index: number): OtpBoxChange {
  const next = [...boxes];
  if (next[index] !== '') {
    next[index] = '';
    return { boxes: next, focus: index };
  }
  const previous = Math.max(index - 1, 0);
  next[previous] = '';
  return { boxes: next, focus: previous };
}

/**
 * Pasted text as four boxes when it is exactly 4 digits (surrounding white space ignored);
 * `null` for anything else, which the boxes refuse whole.
 */
export function pastedOtp(text: string): string[] | null {
  const trimmed = text.trim();
  if (!new RegExp(`^\\d{${OTP_BOX_COUNT}}$`).test(trimmed)) return null;
  return [...trimmed];
}
