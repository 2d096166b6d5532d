import type { Plugin } from '../../../schemas/api/plugins.ts';
import { type ChatConfig, chatConfigSchema } from '../../../schemas/api/plugins.ts';

/** The installed Chat plugin's config (spec §3 "Plugin"), or `null` when absent or malformed. */
export function chatConfigOf(plugins: readonly Plugin[]): ChatConfig | null {
  const plugin = plugins.find((entry) => entry.module_name === 'Chat');
  if (!plugin) return null;
  const config = chatConfigSchema.safeParse(plugin.config);
  return config.success ? config.data : null;
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
