import type { SVGProps } from 'react';

// 24×24 stroke icons drawn for this theme (no icon font, no network: spec §9's icon provider
// behaviour is met by shipping the few icons the shell needs inline). The store's contact and
// social icons, which only some sections draw, are ContactIcon.tsx's.
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
} as const;

/** Name of a built-in icon. */
export type IconName = keyof typeof paths;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  /** Width and height in CSS pixels. @default 24 */
  size?: number;
}

/** An icon's SVG frame around one path: what `Icon` and `ContactIcon` draw. */
export function IconSvg({
  shape,
  size = 24,
  ...rest
}: Omit<IconProps, 'name'> & {
  /** The path's `d`. */
  shape: string;
}) {
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
      <path d={shape} />
    </svg>
  );
}

/**
 * A decorative icon: hidden from assistive technology, so the control that holds it must carry
 * the accessible name (visible text, `aria-label` or `VisuallyHidden`).
 */
export function Icon({ name, ...rest }: IconProps) {
  return <IconSvg shape={paths[name]} {...rest} />;
}
