import type { Storefront } from '../schemas/api/storefront.ts';
import { inertCss } from './css-escape.ts';
import { type FontPreload, fontFaceCss, fontPreloads } from './fonts.ts';
import { themeCss } from './theme-variables.ts';

/** Id of the `<style>` holding the store's font faces and theme variables. */
export const THEME_STYLE_ID = 'sf-theme';
/** Id of the `<style>` holding the store's own CSS. */
export const CUSTOM_CSS_STYLE_ID = 'sf-custom-css';

/** The store theme's part of `<head>`, ready to render: computed once per request on the server. */
export interface ThemeHead {
  /** The font files the text uses, preloaded. */
  fonts: FontPreload[];
  /** `@font-face` rules and the theme's CSS variables, made inert (no `<` can end the element). */
  css: string;
  /** The store's custom CSS when `is_custom_css_enabled` is on, made inert; else `null`. */
  customCss: string | null;
}

/**
 * The theme's `<head>` content for `storefront` (DESIGN §3 step 5). The root loader computes it on
 * the server, so the colour arithmetic and font rules never ship to the browser: hydration only
 * echoes the strings.
 */
export function themeHead(storefront: Storefront): ThemeHead {
  return {
    fonts: fontPreloads(storefront.fonts, storefront.typography),
    css: inertCss(fontFaceCss(storefront.fonts) + themeCss(storefront)),
    customCss:
      storefront.is_custom_css_enabled && storefront.custom_css.trim()
        ? inertCss(storefront.custom_css)
        : null,
  };
}

export interface ThemeStylesProps {
  /** The store's theme head (`themeHead(storefront)`); none on a page without storefront values. */
  head: ThemeHead | undefined;
}

/**
 * The store theme in `<head>`: preloads of the fonts the text uses, their `@font-face` rules and
 * the theme's CSS variables, and the store's custom CSS (after stitches, so it wins). Without a
 * head (the root loader failed) the stitches tokens' own defaults apply.
 */
export function ThemeStyles({ head }: ThemeStylesProps) {
  if (!head) return null;
  return (
    <>
      {head.fonts.map((font) => (
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
      <style id={THEME_STYLE_ID} dangerouslySetInnerHTML={{ __html: head.css }} />
      {head.customCss !== null && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: safe: the store's CSS with every `<` escaped by inertCss, so `</style><script>` stays inert text inside the element
        <style id={CUSTOM_CSS_STYLE_ID} dangerouslySetInnerHTML={{ __html: head.customCss }} />
      )}
    </>
  );
}
