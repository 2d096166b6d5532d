import type { ChatConfig } from '../../schemas/api/plugins.ts';
import type { PluginConfigs } from '../storefront/initial-values.ts';

/**
 * The installed Chat plugin's config (spec §3 "Plugin"), or `null` when absent or malformed. The
 * server parsed it (`readInitialValues`); a malformed config never reaches the browser.
 */
export function chatConfigOf(configs: PluginConfigs): ChatConfig | null {
  return configs.Chat ?? null;
}

/**
 * The messaging app's link with the number and the prefilled message (spec §2 "Chat button"):
 * `https://wa.me/919876543210?text=Hi%20there`.
 */
export function chatLink(config: Pick<ChatConfig, 'mobile_no' | 'default_message'>): string {
  const message = config.default_message.trim();
  const base = `https://wa.me/${encodeURIComponent(config.mobile_no)}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}
