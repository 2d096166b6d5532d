import type { Storefront } from '../schemas/api/storefront.ts';
import { adjustLightness, readableTextOn, withAlpha, withHexAlpha } from './color.ts';
import { cssUrl } from './css-escape.ts';
import { fontStack } from './fonts.ts';

/** spec §9: the hover colour is the theme colour 10 percent darker. */
export const HOVER_LIGHTNESS_DELTA = -10;
/**
 * spec §9 "shadow +90": the theme colour with the two-digit hex alpha `90` appended
 * (`#1f5f4a` → `#1f5f4a90`, about 56% opaque), the way the original theme built its shadow.
 */
export const SHADOW_ALPHA_HEX = '90';
/** spec §9: the fade colour is the theme colour at alpha 0.5. */
export const FADE_ALPHA = 0.5;
/** Width of the content column when the page layout is 'Boxed Content'. */
export const BOXED_CONTENT_WIDTH = '1280px';

/** The storefront fields the theme is built from. */
export type ThemeSource = Pick<
  Storefront,
  | 'theme_color'
  | 'text_color'
  | 'background_color'
  | 'background_image'
  | 'background_size'
  | 'background_repeat'
  | 'typography'
  | 'page_layout'
>;

/** A CSS custom property name of the store theme. */
export type ThemeVariable = `--sf-${string}`;

/**
 * The store theme as CSS custom properties (DESIGN §5 #8): the stitches tokens in
 * `stitches.config.ts` read these, so a store's look changes without regenerating styles. The
 * values come from a storefront that already passed `storefrontSchema` (hex colours and plain
 * family names only), and the one free-form value, the background image URL, is quoted.
 */
export function themeVariables(theme: ThemeSource): Record<ThemeVariable, string> {
  const { body, heading } = theme.typography;
  return {
    '--sf-color-theme': theme.theme_color,
    '--sf-color-theme-hover': adjustLightness(theme.theme_color, HOVER_LIGHTNESS_DELTA),
    '--sf-color-theme-shadow': withHexAlpha(theme.theme_color, SHADOW_ALPHA_HEX),
    '--sf-color-theme-fade': withAlpha(theme.theme_color, FADE_ALPHA),
    '--sf-color-on-theme': readableTextOn(theme.theme_color),
    '--sf-color-text': theme.text_color,
    '--sf-color-background': theme.background_color,
    '--sf-background-image': theme.background_image ? cssUrl(theme.background_image) : 'none',
    '--sf-background-size': theme.background_size,
    '--sf-background-repeat': theme.background_repeat,
    '--sf-font-body': fontStack(body.font_family),
    '--sf-font-body-size': `${body.font_size}px`,
    '--sf-font-body-weight': String(body.font_weight),
    '--sf-font-heading': fontStack(heading.font_family),
    '--sf-font-heading-size': `${heading.font_size}px`,
    '--sf-font-heading-weight': String(heading.font_weight),
    '--sf-page-max-width': theme.page_layout === 'Boxed Content' ? BOXED_CONTENT_WIDTH : 'none',
  };
}

/** The theme variables as one `:root { … }` rule. */
export function themeCss(theme: ThemeSource): string {
  const declarations = Object.entries(themeVariables(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${declarations}}`;
}
