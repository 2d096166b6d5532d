import type { Settings } from '../../../schemas/api/settings.ts';
import type { ContactIconName } from '../../../themes/ui/ContactIcon.tsx';

/** The social settings keys of spec §3, in display order, with their names. */
export const SOCIAL_NETWORKS = [
  { key: 'facebook', name: 'Facebook' },
  { key: 'instagram', name: 'Instagram' },
  { key: 'youtube', name: 'YouTube' },
  { key: 'twitter', name: 'X (Twitter)' },
  { key: 'pinterest', name: 'Pinterest' },
  { key: 'linkedin', name: 'LinkedIn' },
] as const satisfies readonly { key: keyof Settings & ContactIconName; name: string }[];

/** A social profile link. */
export interface SocialLink {
  key: (typeof SOCIAL_NETWORKS)[number]['key'];
  name: string;
  href: string;
}

/** The store's social profiles that are set and are http(s) URLs. */
export function socialLinks(settings: Settings): SocialLink[] {
  return SOCIAL_NETWORKS.flatMap(({ key, name }) => {
    const href = settings[key]?.trim();
    return href && /^https?:\/\//i.test(href) ? [{ key, name, href }] : [];
  });
}
