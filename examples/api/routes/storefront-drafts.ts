import type { Hono } from 'hono';
import { admin } from '../../../schemas/api/endpoints.ts';
import {
  adminStoreAccessUpdateSchema,
  PASSWORD_REQUIRED_MESSAGE,
  storefrontDraftExtrasSchema,
  storefrontSchema,
  VALIDATION_FAILED_MESSAGE,
} from '../../../schemas/api/index.ts';
import { hashPassword } from '../crypto/password.ts';
import { readStoreAccess, splitStoreAccess } from '../data/store-access.ts';
import {
  deepMerge,
  draftedExtras,
  liveExtras,
  lockStorefront,
  storefrontDraftOf,
  writeStorefrontDraft,
} from '../data/storefront-draft.ts';
import type { Database } from '../db/open.ts';
import { ApiError } from '../http/api-error.ts';
import { assertVersion, setEtag } from '../http/if-match.ts';
import { mount } from '../http/mount.ts';
import { parseOrThrow } from '../http/validate.ts';

/** The answer to a licence or subscription change sent to the settings draft. */
export const NOT_A_STORE_SETTING_MESSAGE =
  'The licence and subscription are not store settings: change them with PUT /api/admin/storefront.';

/**
 * The store settings' draft (issue 25), mounted by the admin routes behind the admin token: read
 * it, write to it (deep-merged, checked whole, conditional on `If-Match`) and throw it away. A
 * page's Publish makes it live (routes/publishing.ts).
 */
export function mountStorefrontDrafts(routes: Hono, db: Database) {
  mount(routes, admin.storefrontDraft, async ({ c }) => {
    const data = await db.transaction(async (tx) =>
      storefrontDraftOf(tx, await lockStorefront(tx)),
    );
    setEtag(c, data.version);
    return { data };
  });

  mount(routes, admin.saveStorefrontDraft, async ({ c, body }) => {
    // the social profiles and plugins are drafted beside the storefront, checked by their own
    // schemas (422 at `social.instagram`, `plugins.GoogleGtag.config.google_tag_id`)
    const { social: sentSocial, plugins: sentPlugins, ...rest } = body;
    const sent = parseOrThrow(
      storefrontDraftExtrasSchema,
      {
        ...(sentSocial === undefined ? {} : { social: sentSocial }),
        ...(sentPlugins === undefined ? {} : { plugins: sentPlugins }),
      },
      'body',
    );
    const split = splitStoreAccess(rest);
    if (
      split.access !== null &&
      ('license_status' in split.access || 'subscription_status' in split.access)
    ) {
      throw new ApiError(422, VALIDATION_FAILED_MESSAGE, {
        license_status: [NOT_A_STORE_SETTING_MESSAGE],
      });
    }
    const access =
      split.access === null
        ? null
        : parseOrThrow(adminStoreAccessUpdateSchema, split.access, 'body');
    const data = await db.transaction(async (tx) => {
      const row = await lockStorefront(tx);
      assertVersion(c, row.version, 'settings');
      const base = row.draft ?? row.data;
      const draft = parseOrThrow(storefrontSchema, deepMerge(base, split.patch), 'body');
      let passwordHash = row.draftPasswordHash;
      if (typeof access?.password === 'string') passwordHash = await hashPassword(access.password);
      if (draft.is_password_protection_enabled && passwordHash === null) {
        const stored = await readStoreAccess(tx);
        if (stored.passwordHash === null) {
          throw new ApiError(422, VALIDATION_FAILED_MESSAGE, {
            password: [PASSWORD_REQUIRED_MESSAGE],
          });
        }
      }
      const drafted = draftedExtras(row, await liveExtras(tx));
      const extras = {
        social: { ...drafted.social, ...sent.social },
        plugins: { ...drafted.plugins, ...sent.plugins },
      };
      return storefrontDraftOf(
        tx,
        await writeStorefrontDraft(tx, row, draft, passwordHash, extras),
      );
    });
    setEtag(c, data.version);
    return { data, message: 'Store settings saved to the draft' };
  });

  mount(routes, admin.discardStorefrontDraft, async ({ c }) => {
    const data = await db.transaction(async (tx) => {
      const row = await lockStorefront(tx);
      assertVersion(c, row.version, 'settings');
      return storefrontDraftOf(tx, await writeStorefrontDraft(tx, row, null, null));
    });
    setEtag(c, data.version);
    return { data, message: 'Store settings draft discarded' };
  });
}
