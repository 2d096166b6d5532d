/** A colour as 0–255 channels and an alpha of 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Reads `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`; anything else is `null`. */
export function parseHex(hex: string): Rgba | null {
  if (!HEX.test(hex)) return null;
  let digits = hex.slice(1);
  if (digits.length <= 4) digits = [...digits].map((digit) => digit + digit).join('');
  const channel = (index: number) => Number.parseInt(digits.slice(index, index + 2), 16);
  return {
    r: channel(0),
    g: channel(2),
    b: channel(4),
    a: digits.length === 8 ? Math.round((channel(6) / 255) * 1000) / 1000 : 1,
  };
}

const byte = (value: number) =>
  Math.round(Math.min(255, Math.max(0, value)))
    .toString(16)
    .padStart(2, '0');

/** `#rrggbb` of a colour; the alpha is left out. */
export function toHex({ r, g, b }: Pick<Rgba, 'r' | 'g' | 'b'>): string {
  return `#${byte(r)}${byte(g)}${byte(b)}`;
}

/** Hue in degrees (0–360), saturation and lightness in percent (0–100). */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

/** Converts 0–255 channels to HSL. */
export function rgbToHsl({ r, g, b }: Pick<Rgba, 'r' | 'g' | 'b'>): Hsl {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const l = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return { h: 0, s: 0, l: l * 100 };
  const s = delta / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === red) h = ((green - blue) / delta) % 6;
  else if (max === green) h = (blue - red) / delta + 2;
  else h = (red - green) / delta + 4;
  h *= 60;
  if (h < 0) h += 360;
  return { h, s: s * 100, l: l * 100 };
}

/** Converts HSL back to 0–255 channels. */
export function hslToRgb({ h, s, l }: Hsl): Pick<Rgba, 'r' | 'g' | 'b'> {
  const sat = s / 100;
  const light = l / 100;
  const chroma = (1 - Math.abs(2 * light - 1)) * sat;
  const x = chroma * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = light - chroma / 2;
  const sector = Math.floor((((h % 360) + 360) % 360) / 60);
  const [r, g, b] = (
    [
      [chroma, x, 0],
      [x, chroma, 0],
      [0, chroma, x],
      [0, x, chroma],
      [x, 0, chroma],
      [chroma, 0, x],
    ] as const
  )[sector] ?? [0, 0, 0];
  return { r: (r + m) * 255, g: (g + m) * 255, b: (b + m) * 255 };
}

/**
 * `hex` with its HSL lightness moved by `delta` percentage points (clamped to 0–100), as
 * `#rrggbb`. `adjustLightness('#1f5f4a', -10)` is the hover shade of spec §9. An unreadable colour
 * is returned unchanged.
 */
export function adjustLightness(hex: string, delta: number): string {
  const rgba = parseHex(hex);
  if (!rgba) return hex;
  const hsl = rgbToHsl(rgba);
  return toHex(hslToRgb({ ...hsl, l: Math.min(100, Math.max(0, hsl.l + delta)) }));
}

/** `rgba(r, g, b, alpha)` of `hex`; an unreadable colour is returned unchanged. */
export function withAlpha(hex: string, alpha: number): string {
  const rgba = parseHex(hex);
  if (!rgba) return hex;
  const a = Math.min(1, Math.max(0, alpha));
  return `rgba(${rgba.r}, ${rgba.g}, ${rgba.b}, ${a})`;
}

/**
 * `hex` as `#rrggbb` followed by a two-digit hex alpha, e.g. `withHexAlpha('#1f5f4a', '90')` is
 * `#1f5f4a90` (alpha 0x90 ≈ 56%). An unreadable colour is returned unchanged.
 */
export function withHexAlpha(hex: string, alphaHex: string): string {
  const rgba = parseHex(hex);
  if (!rgba || !/^[0-9a-f]{2}$/i.test(alphaHex)) return hex;
  return `${toHex(rgba)}${alphaHex.toLowerCase()}`;
}

/** WCAG 2 relative luminance (0 black – 1 white). */
export function relativeLuminance({ r, g, b }: Pick<Rgba, 'r' | 'g' | 'b'>): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two opaque colours (1–21); `1` when either is unreadable. */
export function contrastRatio(first: string, second: string): number {
  const a = parseHex(first);
  const b = parseHex(second);
  if (!a || !b) return 1;
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The text colour to put on `background`: white when it reaches the WCAG AA ratio of 4.5, else
 * whichever of white and near-black contrasts more.
 */
export function readableTextOn(background: string, light = '#ffffff', dark = '#111111'): string {
  const onLight = contrastRatio(background, light);
  if (onLight >= 4.5) return light;
  return contrastRatio(background, dark) > onLight ? dark : light;
}
