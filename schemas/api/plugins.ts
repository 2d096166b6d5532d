import { z } from 'zod';

// The ids of the analytics plugins go into script URLs and snippets: each is taken only in its
// own format, so the editor refuses a wrong one at its field and the API never stores it.

/** What a Clarity project code that is not one is told. */
export const CLARITY_CODE_MESSAGE =
  'A Clarity project ID is 6 to 20 lowercase letters and digits, e.g. k3x9q1w2ab.';
/** What a Google tag id that is not one is told. */
export const GOOGLE_TAG_ID_MESSAGE =
  'A Google tag ID starts with G-, GT- or AW- followed by letters and digits, e.g. G-ABC123XYZ9.';
/** What a Tag Manager container id that is not one is told. */
export const GTM_ID_MESSAGE =
  'A Tag Manager container ID starts with GTM- followed by letters and digits, e.g. GTM-AB12CD3.';
/** What a Meta (Facebook) pixel id that is not one is told. */
export const PIXEL_ID_MESSAGE = 'A Meta pixel ID is 10 to 20 digits, e.g. 123456789012345.';
/** What a chat number that is not one is told. */
export const CHAT_NUMBER_MESSAGE =
  'Enter the number with its country code, digits only (6 to 15), e.g. 919876543210.';

/** Config of the MicrosoftClarity plugin. */
export const microsoftClarityConfigSchema = z.looseObject({
  /** Clarity project code, e.g. `k3x9q1w2ab`. */
  code: z.string().regex(/^[a-z0-9]{6,20}$/, CLARITY_CODE_MESSAGE),
});

/** Config of the GoogleGtag plugin. */
export const googleGtagConfigSchema = z.looseObject({
  /** Tag id: a GA4 measurement id `G-XXXXXXX`, a Google tag `GT-…` or an Ads tag `AW-…`. */
  google_tag_id: z.string().regex(/^(?:G|GT|AW)-[A-Z0-9]{4,16}$/, GOOGLE_TAG_ID_MESSAGE),
});

/** Config of the GoogleTagManager plugin. */
export const googleTagManagerConfigSchema = z.looseObject({
  /** Container id, e.g. `GTM-XXXXXX`. */
  tag_code: z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, GTM_ID_MESSAGE),
});

/** Config of the FacebookPixel plugin. */
export const facebookPixelConfigSchema = z.looseObject({
  /** Pixel id: digits, e.g. `123456789012345`. */
  code: z.string().regex(/^\d{10,20}$/, PIXEL_ID_MESSAGE),
});

/** Config of the Chat plugin (spec §2 "Chat button"). */
export const chatConfigSchema = z.looseObject({
  /** Number to message: international digits without `+` or spaces, e.g. `919876543210`. */
  mobile_no: z.string().regex(/^\d{6,15}$/, CHAT_NUMBER_MESSAGE),
  /** Message prefilled in the chat app. @default '' */
  default_message: z.string().default(''),
  /** Corner the chat button sits in. @default 'bottom-right' */
  chat_location: z.enum(['bottom-right', 'bottom-left']).default('bottom-right'),
});
export type ChatConfig = z.infer<typeof chatConfigSchema>;

/**
 * Config of the TradeEnquiry and emailSubscription plugins: they have no settings the storefront
 * reads; being installed shows their sections (`plugins.tradeEnquiry`, `plugins.emailSubscribe`).
 */
export const contentPluginConfigSchema = z.looseObject({});

/** Config schema of every plugin the storefront knows, by module name (spec §3 "Plugin"). */
export const knownPluginConfigSchemas = {
  MicrosoftClarity: microsoftClarityConfigSchema,
  GoogleGtag: googleGtagConfigSchema,
  GoogleTagManager: googleTagManagerConfigSchema,
  FacebookPixel: facebookPixelConfigSchema,
  Chat: chatConfigSchema,
  TradeEnquiry: contentPluginConfigSchema,
  emailSubscription: contentPluginConfigSchema,
} as const;
export type KnownPluginName = keyof typeof knownPluginConfigSchemas;

/**
 * An installed plugin as the storefront sees it. The config stays open here; parse it with
 * `knownPluginConfigSchemas[module_name]` where a plugin is used.
 */
export const pluginSchema = z.object({
  /** Module name, e.g. `Chat`. */
  module_name: z.string().min(1),
  /** Plugin settings. @default {} */
  config: z.record(z.string(), z.unknown()).default({}),
});
export type Plugin = z.infer<typeof pluginSchema>;

/** A plugin as a store keeps it: installed or not (spec §4: only installed plugins load). */
export const pluginRecordSchema = pluginSchema.extend({
  /** Whether the plugin is installed. @default false */
  is_installed: z.boolean().default(false),
});
export type PluginRecord = z.infer<typeof pluginRecordSchema>;
export type PluginRecordInput = z.input<typeof pluginRecordSchema>;

/** The plugins with settings of their own, as the editor's Store settings panel lists them. */
export const configurablePluginNames = [
  'GoogleGtag',
  'GoogleTagManager',
  'FacebookPixel',
  'MicrosoftClarity',
  'Chat',
] as const satisfies readonly KnownPluginName[];
export type ConfigurablePluginName = (typeof configurablePluginNames)[number];

/**
 * Zod issues of `config` for plugin `name` when installed: its config schema's (a known plugin's
 * ids in their format). A plugin that is not installed keeps whatever config it has.
 */
export function pluginConfigIssues(
  name: string,
  update: { is_installed?: boolean | undefined; config?: Record<string, unknown> | undefined },
): z.core.$ZodIssue[] {
  if (update.is_installed !== true || update.config === undefined) return [];
  if (!Object.hasOwn(knownPluginConfigSchemas, name)) return [];
  const result = knownPluginConfigSchemas[name as KnownPluginName].safeParse(update.config);
  return result.success ? [] : result.error.issues;
}

/** A plugin as the Store settings draft holds it: installed or not, and its whole config. */
export const pluginDraftSchema = z.object({
  /** Whether the plugin is installed. */
  is_installed: z.boolean(),
  /** Its settings; checked with its config schema when installed. */
  config: z.record(z.string(), z.unknown()),
});
export type PluginDraft = z.infer<typeof pluginDraftSchema>;

/**
 * The plugins of a Store settings draft, by module name (issue 25): only the configurable ones;
 * an installed plugin's config must pass its config schema (422 at `<name>.config.<field>`).
 */
export const pluginDraftsSchema = z
  .partialRecord(z.enum(configurablePluginNames), pluginDraftSchema)
  .superRefine((drafts, ctx) => {
    for (const [name, draft] of Object.entries(drafts)) {
      if (!draft) continue;
      for (const issue of pluginConfigIssues(name, draft)) {
        ctx.addIssue({
          code: 'custom',
          path: [name, 'config', ...issue.path],
          message: issue.message,
        });
      }
    }
  });
export type PluginDrafts = z.infer<typeof pluginDraftsSchema>;

/** `data` of `GET /api/plugins/all`: the installed plugins, by module name. */
export const pluginListResponseSchema = z.array(pluginSchema);

/** `data` of `GET /api/plugins/config/{name}`: one installed plugin; 404 when not installed. */
export const pluginConfigResponseSchema = pluginSchema;

/**
 * Body of `PUT /api/admin/plugins/{name}`: install or remove a plugin and change its config. A
 * field left out keeps its stored value; `config` replaces the stored config as a whole.
 */
export const adminPluginUpdateSchema = z.object({
  /** Whether the plugin is installed. */
  is_installed: z.boolean().optional(),
  /** The plugin's settings. */
  config: z.record(z.string(), z.unknown()).optional(),
});
export type AdminPluginUpdate = z.infer<typeof adminPluginUpdateSchema>;
