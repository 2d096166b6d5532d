// The theme's tokens, styling functions and components, for sections and theme code. What every
// page runs imports this file, so every module named here is in every page's script, used there
// or not: a component only some sections draw is imported from its own module instead. So are
// the stars (`themes/ui/Rating.tsx`), prices (`Price.tsx`; the store's price format is here),
// form fields (`StackedForm.tsx`, `text-input-style.ts`), images (`Image.tsx`, `image-url.ts`),
// skeletons and spinners.
export type { Hsl, Rgba } from './color.ts';
export {
  adjustLightness,
  contrastRatio,
  parseHex,
  readableTextOn,
  withAlpha,
  withHexAlpha,
} from './color.ts';
export { cssString, cssUrl, inertCss } from './css-escape.ts';
export type { FontPreload } from './fonts.ts';
export { fontFaceCss, fontPreloads, fontStack, SYSTEM_FONT_STACK } from './fonts.ts';
export { globalStyles } from './global-styles.ts';
export { cssForHtml, pageCssText } from './page-css.ts';
export { css, globalCss, keyframes, styled } from './stitches.config.ts';
export type { ThemeHead, ThemeStylesProps } from './ThemeStyles.tsx';
export { CUSTOM_CSS_STYLE_ID, THEME_STYLE_ID, ThemeStyles, themeHead } from './ThemeStyles.tsx';
export { type TokenOverrides, themeTokenStyles, tokenVariables } from './theme-tokens.ts';
export type { ThemeSource, ThemeVariable } from './theme-variables.ts';
export {
  BOXED_CONTENT_WIDTH,
  FADE_ALPHA,
  HOVER_LIGHTNESS_DELTA,
  SHADOW_ALPHA_HEX,
  themeCss,
  themeVariables,
} from './theme-variables.ts';
export type { ButtonProps } from './ui/Button.tsx';
export { Button } from './ui/Button.tsx';
export { Container } from './ui/Container.tsx';
export type { CountBadgeProps } from './ui/CountBadge.tsx';
export { CountBadge, countedName, itemCountLabel } from './ui/CountBadge.tsx';
export type { DialogProps } from './ui/Dialog.tsx';
export { Dialog, preloadDialog } from './ui/Dialog.tsx';
export type { DrawerProps } from './ui/Drawer.tsx';
export { Drawer, preloadDrawer } from './ui/Drawer.tsx';
export type { IconName, IconProps } from './ui/Icon.tsx';
export { Icon } from './ui/Icon.tsx';
export { type PriceFormat, PriceFormatProvider } from './ui/price-format.ts';
export { VisuallyHidden } from './ui/VisuallyHidden.tsx';
