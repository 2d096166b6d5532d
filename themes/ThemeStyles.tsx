import type { Storefront } from '../schemas/api/storefront.ts';
import { inertCss } from './css-escape.ts';
import { fontFaceCss, fontPreloads } from './fonts.ts';
import { themeCss } from './theme-variables.ts';

/** Id of the `<style>` holding the store's font faces and theme variables. */
export const THEME_STYLE_ID = 'sf-theme';
/** Id of the `<style>` holding the store's own CSS. */
export const CUSTOM_CSS_STYLE_ID = 'sf-custom-css';

export interface ThemeStylesProps {
  /** The parsed storefront (defaults applied), e.g. `useStorefront().storefront`. */
  storefront: Storefront;
}

/**
 * The store theme for `<head>`, rendered on the server (DESIGN §3 step 5): preloads of the fonts
 * the text uses, their `@font-face` rules and the theme's CSS variables, and the store's custom
 * CSS when `is_custom_css_enabled` is on.
 */
export function ThemeStyles({ storefront }: ThemeStylesProps) {
  const theme = { __html: inertCss(fontFaceCss(storefront.fonts) + themeCss(storefront)) };
  const custom =
    storefront.is_custom_css_enabled && storefront.custom_css.trim()
      ? { __html: inertCss(storefront.custom_css) }
      : null;
  return (
    <>
      {fontPreloads(storefront.fonts, storefront.typography).map((font) => (
        <link
          key={font.href}
          rel="preload"
          as="font"
          type={font.type}
          href={font.href}
          crossOrigin="anonymous"
        />
      ))}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: safe: built from schema-checked values (hex colours, plain family names), URLs quoted by cssString, and every `<` escaped by inertCss, so nothing can close the element */}
      <style id={THEME_STYLE_ID} dangerouslySetInnerHTML={theme} />
      {custom && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: safe: the store's CSS with every `<` escaped by inertCss, so `</style><script>` stays inert text inside the element
        <style id={CUSTOM_CSS_STYLE_ID} dangerouslySetInnerHTML={custom} />
      )}
    </>
  );
}
