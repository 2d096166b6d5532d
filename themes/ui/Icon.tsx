import type { SVGProps } from 'react';

// 24×24 stroke icons drawn for this theme (no icon font, no network: spec §9's icon provider
// behaviour is met by shipping the few icons the shell needs inline).
const paths = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20c0-4 4-6 8-6s8 2 8 6',
  heart: 'M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z',
  cart: 'M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.76L20 8H6.2M9 20h.01M17 20h.01',
  home: 'M4 11l8-7 8 7v9a1 1 0 0 1-1 1h-4v-6h-6v6H5a1 1 0 0 1-1-1z',
  shop: 'M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2',
  arrowUp: 'M12 19V5M5 12l7-7 7 7',
  chevronDown: 'M6 9l6 6 6-6',
  chat: 'M4 20l1.5-4.5A8 8 0 1 1 9 19.5zM9 10h.01M12 10h.01M15 10h.01',
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

/** Name of a built-in icon. */
export type IconName = keyof typeof paths;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  /** Width and height in CSS pixels. @default 24 */
  size?: number;
}

/**
 * A decorative icon: hidden from assistive technology, so the control that holds it must carry
 * the accessible name (visible text, `aria-label` or `VisuallyHidden`).
 */
export function Icon({ name, size = 24, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={paths[name]} />
    </svg>
  );
}
