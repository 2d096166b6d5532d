import { inArray, sql } from 'drizzle-orm';
import {
  type ConfigurablePluginName,
  configurablePluginNames,
  type PluginDraft,
  type PluginDrafts,
  type PluginRecord,
  type SocialLinkKey,
  type StoredSocialLinks,
  socialLinkKeys,
} from '../../../schemas/api/index.ts';
import { plugins, settings } from '../db/schema.ts';
import { sameJson } from './same-json.ts';
import type { Db } from './stored-template.ts';

// The store settings drafted beside the storefront object (issue 25): the social profiles, kept
// in the settings table, and the configurable plugins, kept in the plugins table. The draft holds
// only what differs from the live values; a page's Publish writes it to those tables.

/** Drafted social profiles, by network: only those that differ from the live ones. */
export type SocialDraft = { [Key in SocialLinkKey]?: string | null | undefined };

/** Every configurable plugin, installed or not, with its config. */
export type PluginSet = Record<ConfigurablePluginName, PluginDraft>;

/** The social profiles shoppers see now: every network, `null` when unset or not text. */
export async function liveSocial(tx: Db): Promise<StoredSocialLinks> {
  const rows = await tx
    .select()
    .from(settings)
    .where(inArray(settings.key, [...socialLinkKeys]));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(
    socialLinkKeys.map((key) => {
      const value = stored.get(key);
      return [key, typeof value === 'string' && value.trim() !== '' ? value : null];
    }),
  ) as StoredSocialLinks;
}

/** The configurable plugins as shoppers' pages load them now (unknown ones not installed). */
export async function livePlugins(tx: Db): Promise<PluginSet> {
  const rows = await tx
    .select()
    .from(plugins)
    .where(inArray(plugins.moduleName, [...configurablePluginNames]));
  const stored = new Map(rows.map((row) => [row.moduleName, row]));
  return Object.fromEntries(
    configurablePluginNames.map((name) => {
      const row = stored.get(name);
      return [name, { is_installed: row?.isInstalled ?? false, config: row?.config ?? {} }];
    }),
  ) as PluginSet;
}

/** The plugin set as a list, in the panel's order. */
export function pluginList(set: PluginSet): PluginRecord[] {
  return configurablePluginNames.map((name) => ({ module_name: name, ...set[name] }));
}

/** The entries of `next` that differ from `live`; `null` when none does. */
export function differing<T extends Record<string, unknown>>(
  live: T,
  next: { [Key in keyof T]?: T[Key] | undefined },
): Partial<T> | null {
  const changed = Object.entries(next).filter(
    ([key, value]) => value !== undefined && !sameJson(value, live[key]),
  );
  return changed.length === 0 ? null : (Object.fromEntries(changed) as Partial<T>);
}

/** The social draft as stored (`null`: none). */
export const socialDraftOf = (stored: unknown): SocialDraft => (stored ?? {}) as SocialDraft;

/** The plugin draft as stored (`null`: none). */
export const pluginDraftOf = (stored: unknown): PluginDrafts => (stored ?? {}) as PluginDrafts;

/** Writes drafted social profiles to the settings table (Publish). */
export async function writeSocial(tx: Db, social: SocialDraft): Promise<void> {
  const rows = (Object.entries(social) as [SocialLinkKey, string | null][]).map(([key, value]) => ({
    key,
    value,
  }));
  if (rows.length === 0) return;
  await tx
    .insert(settings)
    .values(rows)
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`excluded.value`, updatedAt: new Date() },
    });
}

/** Writes drafted plugins to the plugins table (Publish). */
export async function writePlugins(tx: Db, drafts: PluginDrafts): Promise<void> {
  for (const [moduleName, draft] of Object.entries(drafts)) {
    if (!draft) continue;
    const next = { config: draft.config, isInstalled: draft.is_installed };
    await tx
      .insert(plugins)
      .values({ moduleName, ...next })
      .onConflictDoUpdate({ target: plugins.moduleName, set: { ...next, updatedAt: new Date() } });
  }
}

/** What changed between two sets, as History names it: `social.instagram`, `plugins.GoogleGtag`. */
export function changedExtras(
  before: { social: StoredSocialLinks; plugins: PluginSet },
  after: { social: StoredSocialLinks; plugins: PluginSet },
): string[] {
  return [
    ...socialLinkKeys
      .filter((key) => before.social[key] !== after.social[key])
      .map((key) => `social.${key}`),
    ...configurablePluginNames
      .filter((name) => !sameJson(before.plugins[name], after.plugins[name]))
      .map((name) => `plugins.${name}`),
  ];
}
