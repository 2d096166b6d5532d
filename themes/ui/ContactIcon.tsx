import type { SVGProps } from 'react';
import { IconSvg } from './Icon.tsx';

// The store's ways to be reached (e-mail, phone, address) and its social profiles, drawn like
// Icon.tsx's. Their own module, not the theme's barrel: only the sections that show them (the
// footer, the topbar, contact details, the map, the share bar) load them (decision 0019).
const paths = {
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  phone:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1z',
  pin: 'M12 21s-7-6.1-7-11a7 7 0 0 1 14 0c0 4.9-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  facebook: 'M14 8h2V4h-2.5A4.5 4.5 0 0 0 9 8.5V11H7v4h2v6h4v-6h2.5l.5-4h-3V8.5a.5.5 0 0 1 .5-.5z',
  instagram:
    'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17.5 6.5h.01',
  youtube:
    'M3 8.5A3.5 3.5 0 0 1 6.5 5h11A3.5 3.5 0 0 1 21 8.5v7a3.5 3.5 0 0 1-3.5 3.5h-11A3.5 3.5 0 0 1 3 15.5zM10 9v6l5-3z',
  twitter: 'M4 4l16 16M20 4L4 20',
  pinterest:
    'M12 3a9 9 0 0 0-3.3 17.4M10 21l2.2-9M9.5 14.5c.6 1 1.6 1.5 2.7 1.5 3 0 4.8-2.7 4.8-5.5A5 5 0 0 0 12 6a5 5 0 0 0-5 5c0 1 .3 2 1 2.6',
  linkedin: 'M4 4h16v16H4zM8 10v6M8 7.5h.01M12 16v-3.5a2 2 0 0 1 4 0V16M12 10v6',
} as const;

/** Name of a contact or social icon. */
export type ContactIconName = keyof typeof paths;

export interface ContactIconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: ContactIconName;
  /** Width and height in CSS pixels. @default 24 */
  size?: number;
}

/**
 * A decorative contact or social icon: hidden from assistive technology, so the link that holds
 * it must carry the accessible name.
 */
export function ContactIcon({ name, ...rest }: ContactIconProps) {
  return <IconSvg shape={paths[name]} {...rest} />;
}
