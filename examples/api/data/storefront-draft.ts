import { eq, sql } from 'drizzle-orm';
import {
  type PluginDrafts,
  type StoredSocialLinks,
  type Storefront,
  type StorefrontDraft,
  storefrontSchema,
  VALIDATION_FAILED_MESSAGE,
} from '../../../schemas/api/index.ts';
import { storeAccess, storefront } from '../db/schema.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { sameJson } from './same-json.ts';
import { readStoreAccess } from './store-access.ts';
import type { Db } from './stored-template.ts';
import {
  differing,
  livePlugins,
  liveSocial,
  type PluginSet,
  pluginDraftOf,
  pluginList,
  type SocialDraft,
  socialDraftOf,
  writePlugins,
  writeSocial,
} from './storefront-draft-extras.ts';

// The store settings' draft (issue 25): the storefront row keeps the live storefront, a draft of
// the whole storefront beside it and a version for `If-Match`. A page's Publish makes the draft
// live in the same transaction and the same history entry as the page. The social profiles and
// the plugins, kept in tables of their own, are drafted in the same row (storefront-draft-extras).

/** The storefront row as stored. */
export type StorefrontRow = typeof storefront.$inferSelect;

/** The storefront row, locked for the rest of the transaction. 404 when the store has none. */
export async function lockStorefront(tx: Db): Promise<StorefrontRow> {
  const [row] = await tx.select().from(storefront).where(eq(storefront.id, 1)).for('update');
  if (row === undefined) throw notFound('Store not found');
  return row;
}

/** Whether the row holds a settings draft (changed settings or a new store password). */
export const hasSettingsDraft = (row: StorefrontRow): boolean =>
  row.draft !== null ||
  row.draftPasswordHash !== null ||
  row.draftSettings !== null ||
  row.draftPlugins !== null;

/** The social profiles and configurable plugins live beside the storefront. */
export interface LiveExtras {
  social: StoredSocialLinks;
  plugins: PluginSet;
}

/** The social profiles and plugins shoppers see now. */
export async function liveExtras(tx: Db): Promise<LiveExtras> {
  return { social: await liveSocial(tx), plugins: await livePlugins(tx) };
}

/** The social profiles and plugins as the row's draft makes them (the live ones without it). */
export function draftedExtras(row: StorefrontRow, live: LiveExtras): LiveExtras {
  return {
    // a stored draft holds no `undefined`: it went through JSON
    social: { ...live.social, ...socialDraftOf(row.draftSettings) } as StoredSocialLinks,
    plugins: { ...live.plugins, ...pluginDraftOf(row.draftPlugins) } as PluginSet,
  };
}

/** What a settings write drafts beside the storefront: social profiles and plugins. */
export interface DraftExtras {
  social: SocialDraft;
  plugins: PluginDrafts;
}

/** The draft endpoints' answer for `row`. */
export async function storefrontDraftOf(tx: Db, row: StorefrontRow): Promise<StorefrontDraft> {
  const live = storefrontSchema.parse(row.data);
  const access = await readStoreAccess(tx);
  const extras = await liveExtras(tx);
  const drafted = draftedExtras(row, extras);
  return {
    storefront: row.draft === null ? live : storefrontSchema.parse(row.draft),
    live,
    has_draft: hasSettingsDraft(row),
    version: row.version,
    password_set: access.passwordHash !== null || row.draftPasswordHash !== null,
    social: drafted.social,
    live_social: extras.social,
    plugins: pluginList(drafted.plugins),
    live_plugins: pluginList(extras.plugins),
  };
}

/**
 * Stores `draft` (`null`: none), the drafted password hash and the drafted social profiles and
 * plugins (none when left out), and moves the version on. What equals the live values is no draft.
 */
export async function writeStorefrontDraft(
  tx: Db,
  row: StorefrontRow,
  draft: Storefront | null,
  passwordHash: string | null,
  extras: DraftExtras = { social: {}, plugins: {} },
): Promise<StorefrontRow> {
  const kept = draft !== null && sameJson(draft, storefrontSchema.parse(row.data)) ? null : draft;
  const live = await liveExtras(tx);
  const [updated] = await tx
    .update(storefront)
    .set({
      draft: kept,
      draftPasswordHash: passwordHash,
      draftSettings: differing(live.social, extras.social),
      draftPlugins: differing(live.plugins, extras.plugins as Partial<PluginSet>),
      version: sql`${storefront.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(storefront.id, 1))
    .returning();
  return updated ?? row;
}

/** The live storefront, social profiles and plugins before and after a publish. */
export interface PublishedSettings {
  before: Storefront;
  after: Storefront;
  extras: { before: LiveExtras; after: LiveExtras };
}

/**
 * Makes the settings draft live (the drafted password replaces the stored one) and clears it;
 * `null` when there is no draft. Checked again first: a draft that no longer parses is a 422.
 */
export async function publishStorefrontDraft(tx: Db): Promise<PublishedSettings | null> {
  const row = await lockStorefront(tx);
  const before = storefrontSchema.parse(row.data);
  if (!hasSettingsDraft(row)) return null;
  const parsed = storefrontSchema.safeParse(row.draft ?? row.data);
  if (!parsed.success) {
    throw new ApiError(422, VALIDATION_FAILED_MESSAGE, {
      storefront: ['The store settings draft is not valid: open Store settings and fix it.'],
    });
  }
  const after = parsed.data;
  const extrasBefore = await liveExtras(tx);
  await writeSocial(tx, socialDraftOf(row.draftSettings));
  await writePlugins(tx, pluginDraftOf(row.draftPlugins));
  if (row.draftPasswordHash !== null) {
    await tx
      .insert(storeAccess)
      .values({ id: 1, passwordHash: row.draftPasswordHash })
      .onConflictDoUpdate({
        target: storeAccess.id,
        set: { passwordHash: row.draftPasswordHash, updatedAt: new Date() },
      });
  }
  await tx
    .update(storefront)
    .set({
      data: after,
      draft: null,
      draftPasswordHash: null,
      draftSettings: null,
      draftPlugins: null,
      version: sql`${storefront.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(storefront.id, 1));
  return { before, after, extras: { before: extrasBefore, after: await liveExtras(tx) } };
}

/** The live storefront, for a version that changed no settings. */
export async function liveStorefront(tx: Db): Promise<Storefront> {
  const [row] = await tx.select().from(storefront).where(eq(storefront.id, 1));
  if (row === undefined) throw notFound('Store not found');
  return storefrontSchema.parse(row.data);
}

/** The top-level storefront fields that differ between `before` and `after`, in schema order. */
export function changedSettings(before: Storefront, after: Storefront): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter(
    (key) =>
      !sameJson(
        (before as Record<string, unknown>)[key] ?? null,
        (after as Record<string, unknown>)[key] ?? null,
      ),
  );
}

type PlainObject = Record<string, unknown>;

function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Merges `patch` into `base`: nested objects merge, anything else (arrays too) replaces. */
export function deepMerge(base: PlainObject, patch: PlainObject): PlainObject {
  const merged: PlainObject = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    // A JSON body cannot smuggle a prototype in through the merge.
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') {
      throw new ApiError(422, VALIDATION_FAILED_MESSAGE, { [key]: ['This field is not valid'] });
    }
    const current = merged[key];
    merged[key] =
      isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return merged;
}
