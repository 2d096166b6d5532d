/** A group of cookies the shopper can accept or refuse (spec §3 "Cookie preference item"). */
export interface CookieGroup {
  id: string;
  name: string;
  description: string;
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
  {
    id: NECESSARY,
    name: 'Necessary Cookies',
    description:
      'Keep your cart, your login and this choice working. The shop cannot work without them, so they are always on.',
    required: true,
    group: 'necessary',
  },
  {
    id: OPTIONAL,
    name: 'Optional Cookies',
    description:
      'Help us understand how the shop is used and measure our advertising, through analytics services such as Google Analytics, Microsoft Clarity and the Facebook Pixel.',
    required: false,
    group: 'optional',
  },
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
