/**
 * A group of cookies the shopper can accept or refuse (spec §3 "Cookie preference item"). Its name
 * and description are only shown in the preferences dialog, so they are in its chunk
 * (cookie-group-texts.ts), not in every page's JavaScript.
 */
export interface CookieGroup {
  id: string;
  /** Required cookies are always accepted and cannot be declined (spec §5). */
  required: boolean;
  group: 'necessary' | 'optional';
}

/** A saved choice: spec §3 "Saved preferences are a list of id and accepted". */
export interface CookiePreference {
  id: string;
  accepted: boolean;
}

/** Id of the necessary group. */
export const NECESSARY = 'necessary';
/** Id of the optional group: analytics and marketing (spec §4 "Analytics"). */
export const OPTIONAL = 'optional';

/** The groups of the preferences dialog (spec §2 "Cookie banner"). */
export const COOKIE_GROUPS: readonly CookieGroup[] = [
  { id: NECESSARY, required: true, group: 'necessary' },
  { id: OPTIONAL, required: false, group: 'optional' },
];

/**
 * One preference per known group, required groups accepted whatever was asked (spec §4, §5:
 * "required cookies are always accepted"); unknown ids are dropped, missing ones declined.
 */
export function normalisePreferences(
  choices: readonly CookiePreference[] | Readonly<Record<string, boolean>>,
): CookiePreference[] {
  const chosen = Array.isArray(choices)
    ? new Map(choices.map((choice) => [choice.id, choice.accepted]))
    : new Map(Object.entries(choices));
  return COOKIE_GROUPS.map((group) => ({
    id: group.id,
    accepted: group.required || chosen.get(group.id) === true,
  }));
}

/** Everything accepted ('Accept All'). */
export function acceptAllPreferences(): CookiePreference[] {
  return COOKIE_GROUPS.map((group) => ({ id: group.id, accepted: true }));
}

/** Only the required groups ('Decline All'). */
export function declineAllPreferences(): CookiePreference[] {
  return COOKIE_GROUPS.map((group) => ({ id: group.id, accepted: group.required }));
}

/** Whether optional cookies were accepted; `false` while there is no choice yet. */
export function optionalCookiesAccepted(preferences: readonly CookiePreference[] | null): boolean {
  return preferences?.some((choice) => choice.id === OPTIONAL && choice.accepted) ?? false;
}
