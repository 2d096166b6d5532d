// spec §5 "Phone input" and §9 "Phone input emits after 750 ms".

/** Characters a phone field refuses as they are typed (spec §5: e, E, +, - and '.'). */
export const BLOCKED_PHONE_CHARACTERS: readonly string[] = ['e', 'E', '+', '-', '.'];

/** How long a phone field waits after the last keystroke before its value counts (spec §9). */
export const PHONE_EMIT_DELAY_MS = 750;

/** Whether a key press should be refused by a phone field (`KeyboardEvent.key`). */
export function isBlockedPhoneKey(key: string): boolean {
  return BLOCKED_PHONE_CHARACTERS.includes(key);
}

/**
 * What a phone field keeps of `value` (typed, pasted or dropped): the blocked characters removed,
 * then cut to the country's `maxLength` digits. Anything else is kept, so a letter still gets
 * 'The value must be numeric' instead of vanishing.
 */
export function filterPhoneInput(value: string, maxLength: number): string {
  let kept = '';
  for (const character of value) {
    if (!isBlockedPhoneKey(character)) kept += character;
  }
  return [...kept].slice(0, Math.max(0, maxLength)).join('');
}
