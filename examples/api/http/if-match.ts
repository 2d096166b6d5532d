import type { Context } from 'hono';
import {
  SETTINGS_STALE_VERSION_MESSAGE,
  SETTINGS_VERSION_REQUIRED_MESSAGE,
  STALE_VERSION_MESSAGE,
  VERSION_REQUIRED_MESSAGE,
} from '../../../schemas/api/publishing.ts';
import { ApiError } from './api-error.ts';

// Conditional writes (DESIGN decision 15): an admin write names the page version it read in
// `If-Match`, the `ETag` of the template it was given. A write without one is refused (428), one
// that names an older version too (412), so a second editor never overwrites the first silently.

/** The `ETag` of a page at `version`. */
export const etagOf = (version: number): string => `"${version}"`;

/** Sets the page's `ETag` on the answer. */
export function setEtag(c: Context, version: number): void {
  c.header('ETag', etagOf(version));
}

/**
 * The versions `If-Match` names: `"7"` (or a bare `7`, as scripts write it), several separated
 * by commas; `undefined` when the header is missing. A weak tag never matches (RFC 9110 §13.1.1).
 */
export function ifMatchVersions(header: string | undefined): number[] | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  return header
    .split(',')
    .map((tag) => tag.trim())
    .flatMap((tag) => {
      const match = /^"?(\d{1,9})"?$/.exec(tag);
      return match ? [Number(match[1])] : [];
    });
}

/** What a conditional write changes: a page's template, or the store settings' draft. */
export type Versioned = 'page' | 'settings';

const MESSAGES: Record<Versioned, { required: string; stale: string }> = {
  page: { required: VERSION_REQUIRED_MESSAGE, stale: STALE_VERSION_MESSAGE },
  settings: { required: SETTINGS_VERSION_REQUIRED_MESSAGE, stale: SETTINGS_STALE_VERSION_MESSAGE },
};

/**
 * Throws 428 without `If-Match` and 412 when it does not name `current`, in words about `what`
 * the write changes.
 */
export function assertVersion(c: Context, current: number, what: Versioned = 'page'): void {
  const versions = ifMatchVersions(c.req.header('if-match'));
  if (versions === undefined) throw new ApiError(428, MESSAGES[what].required);
  if (!versions.includes(current)) {
    throw new ApiError(412, MESSAGES[what].stale, undefined, { current_version: current });
  }
}
