import { z } from 'zod';

/** Config of the MicrosoftClarity plugin. */
export const microsoftClarityConfigSchema = z.looseObject({
  /** Clarity project code. */
  code: z.string(),
});

/** Config of the GoogleGtag plugin. */
export const googleGtagConfigSchema = z.looseObject({
  /** Tag id, e.g. `G-XXXXXXX`. */
  google_tag_id: z.string(),
});

/** Config of the GoogleTagManager plugin. */
export const googleTagManagerConfigSchema = z.looseObject({
  /** Container id, e.g. `GTM-XXXXXX`. */
  tag_code: z.string(),
});

/** Config of the FacebookPixel plugin. */
export const facebookPixelConfigSchema = z.looseObject({
  /** Pixel id. */
  code: z.string(),
});

/** Config of the Chat plugin (spec §2 "Chat button"). */
export const chatConfigSchema = z.looseObject({
  /** Number to message: international digits without `+` or spaces, e.g. `919876543210`. */
  mobile_no: z.string().regex(/^\d{6,15}$/),
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
