import { createStitches } from '@stitches/react';
import { serverStyled } from './server-styled.ts';

/**
 * The one place that creates stitches (DESIGN §5 #7: stitches is unmaintained upstream, so it is
 * confined to `themes/`). Tokens point at CSS variables, so a store's colours and fonts change at
 * run time without regenerating styles; `theme-variables.ts` writes those variables from settings.
 */
const stitches = createStitches({
  prefix: 'sf',
  theme: {
    colors: {
      primary: 'var(--sf-color-theme, #1f5f4a)',
      primaryHover: 'var(--sf-color-theme-hover, #12392c)',
      primaryShadow: 'var(--sf-color-theme-shadow, #1f5f4a90)',
      primaryFade: 'var(--sf-color-theme-fade, rgba(31, 95, 74, 0.5))',
      onPrimary: 'var(--sf-color-on-theme, #ffffff)',
      text: 'var(--sf-color-text, #1d2327)',
      muted: 'var(--sf-color-muted, #5b6670)',
      background: 'var(--sf-color-background, #ffffff)',
      surface: 'var(--sf-color-surface, #f5f6f4)',
      border: 'var(--sf-color-border, #d9dedb)',
      danger: 'var(--sf-color-danger, #b42318)',
      focus: 'var(--sf-color-focus, #2f6fed)',
    },
    fonts: {
      body: 'var(--sf-font-body, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif)',
      heading: 'var(--sf-font-heading, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif)',
    },
    fontSizes: {
      body: 'var(--sf-font-body-size, 16px)',
      heading: 'var(--sf-font-heading-size, 32px)',
      sm: '0.875rem',
      xs: '0.75rem',
    },
    fontWeights: {
      body: 'var(--sf-font-body-weight, 400)',
      heading: 'var(--sf-font-heading-weight, 700)',
    },
    space: {
      1: '4px',
      2: '8px',
      3: '12px',
      4: '16px',
      5: '24px',
      6: '32px',
      7: '48px',
      8: '64px',
      9: '96px',
    },
    // `page` is the content column: 1280px for 'Boxed Content', none for full width
    sizes: {
      narrow: '680px',
      normal: '960px',
      wide: '1280px',
      page: 'var(--sf-page-max-width, none)',
    },
    zIndices: { sticky: '40', floating: '50', overlay: '60', progress: '70' },
    radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
    shadows: {
      raised: '0 2px 12px rgba(0, 0, 0, 0.12)',
      focusRing: '0 0 0 3px var(--sf-color-theme-shadow, #1f5f4a90)',
    },
  },
  // spec §9 image breakpoints
  media: {
    sm: '(min-width: 640px)',
    md: '(min-width: 768px)',
    lg: '(min-width: 1024px)',
    xl: '(min-width: 1280px)',
    xxl: '(min-width: 1536px)',
  },
});

export const { css, globalCss, keyframes, getCssText, createTheme, config } = stitches;

/**
 * Stitches' `styled`; on the server, one that works out a style's classes once rather than at
 * every render (`server-styled.ts`), drawing the same markup.
 */
export const styled: typeof stitches.styled = import.meta.env.SSR
  ? serverStyled(stitches.styled, stitches.css)
  : stitches.styled;
