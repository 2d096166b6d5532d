import type { Font, Storefront } from '../schemas/api/storefront.ts';
import { cssString, cssUrl } from './css-escape.ts';

/** spec §9: weights load from 400 to 900, variable fonts from 100 to 900. */
export const STATIC_FONT_WEIGHTS = [400, 900] as const;
export const VARIABLE_FONT_WEIGHTS = [100, 900] as const;

/** System fonts shown while a web font loads, and when it never does. */
export const SYSTEM_FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Families that name a system font or a generic family: nothing to load for them. */
const SYSTEM_FAMILIES = new Set([
  'system-ui',
  'sans-serif',
  'serif',
  'monospace',
  'cursive',
  'fantasy',
  'ui-sans-serif',
  'ui-serif',
  'ui-monospace',
  'ui-rounded',
]);

/**
 * Metric overrides that make a local fallback font take the same room as the web font, so the
 * swap moves nothing (DESIGN §6: CLS 0). Values from the fonts' own vertical metrics and average
 * width against Arial, as next/font and fontaine compute them.
 */
export interface FallbackMetrics {
  /** `local()` font the fallback face is built on. */
  local: string;
  ascent: number;
  descent: number;
  lineGap: number;
  sizeAdjust: number;
}

const FALLBACK_METRICS: Record<string, FallbackMetrics> = {
  inter: { local: 'Arial', ascent: 90.2, descent: 22.48, lineGap: 0, sizeAdjust: 107.4 },
  roboto: { local: 'Arial', ascent: 92.49, descent: 24.34, lineGap: 0, sizeAdjust: 100.3 },
};

/** The fallback metrics known for `family`, if any. */
export function fallbackMetricsFor(family: string): FallbackMetrics | undefined {
  return FALLBACK_METRICS[family.trim().toLowerCase()];
}

/** The name of the metric-matched fallback face of `family`. */
export function fallbackFamilyName(family: string): string {
  return `${family} Fallback`;
}

/** The lowest and highest weight a font file serves (spec §9 when the store does not say). */
export function fontWeightRange(
  font: Pick<Font, 'weight_range' | 'is_variable'>,
): [number, number] {
  const [low, high] =
    font.weight_range ?? (font.is_variable ? VARIABLE_FONT_WEIGHTS : STATIC_FONT_WEIGHTS);
  return low <= high ? [low, high] : [high, low];
}

/** The `format()` hint and MIME type of a font file, from its extension. */
export function fontFormat(path: string): { format: string; type: string } {
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(path)?.[1]?.toLowerCase();
  switch (extension) {
    case 'woff':
      return { format: 'woff', type: 'font/woff' };
    case 'ttf':
      return { format: 'truetype', type: 'font/ttf' };
    case 'otf':
      return { format: 'opentype', type: 'font/otf' };
    default:
      return { format: 'woff2', type: 'font/woff2' };
  }
}

/** Whether `family` is a system or generic family that needs no download. */
export function isSystemFamily(family: string): boolean {
  return SYSTEM_FAMILIES.has(family.trim().toLowerCase());
}

/**
 * The CSS `font-family` value for a store family: the web font, its metric-matched fallback
 * when one is known, then the system stack.
 */
export function fontStack(family: string): string {
  if (isSystemFamily(family)) return SYSTEM_FONT_STACK;
  const parts = [cssString(family)];
  if (fallbackMetricsFor(family)) parts.push(cssString(fallbackFamilyName(family)));
  return `${parts.join(', ')}, ${SYSTEM_FONT_STACK}`;
}

/**
 * `@font-face` rules for the store's fonts (spec §9: swap, weights 400–900 or 100–900 for variable
 * fonts), plus one metric-matched fallback face per family that has known metrics.
 */
export function fontFaceCss(fonts: readonly Font[]): string {
  const rules: string[] = [];
  const fallbacks = new Set<string>();
  for (const font of fonts) {
    const [low, high] = fontWeightRange(font);
    const { format } = fontFormat(font.path);
    rules.push(
      `@font-face{font-family:${cssString(font.family)};src:${cssUrl(font.path)} format(${cssString(format)});` +
        `font-weight:${low === high ? low : `${low} ${high}`};font-style:normal;font-display:swap}`,
    );
    const metrics = fallbackMetricsFor(font.family);
    if (metrics && !fallbacks.has(font.family)) {
      fallbacks.add(font.family);
      rules.push(
        `@font-face{font-family:${cssString(fallbackFamilyName(font.family))};src:local(${cssString(metrics.local)});` +
          `ascent-override:${metrics.ascent}%;descent-override:${metrics.descent}%;` +
          `line-gap-override:${metrics.lineGap}%;size-adjust:${metrics.sizeAdjust}%}`,
      );
    }
  }
  return rules.join('');
}

/** A font file to preload from `<head>`. */
export interface FontPreload {
  href: string;
  type: string;
}

/**
 * The font files to preload: those of the families the body and headings use, so text renders in
 * its font on first paint. Fonts no typography uses are declared but not preloaded (a preload
 * that is not used soon is wasted bandwidth, and browsers warn about it).
 */
export function fontPreloads(
  fonts: readonly Font[],
  typography: Storefront['typography'],
): FontPreload[] {
  const used = new Set(
    [typography.body.font_family, typography.heading.font_family].map((family) =>
      family.trim().toLowerCase(),
    ),
  );
  const seen = new Set<string>();
  const preloads: FontPreload[] = [];
  for (const font of fonts) {
    if (!used.has(font.family.trim().toLowerCase()) || seen.has(font.path)) continue;
    seen.add(font.path);
    preloads.push({ href: font.path, type: fontFormat(font.path).type });
  }
  return preloads;
}
