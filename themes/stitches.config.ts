import { createStitches } from '@stitches/react';

/**
 * The one place that creates stitches (DESIGN §5 #7: stitches is unmaintained upstream, so it is
 * confined to `themes/`). Tokens point at CSS variables, so a store's colours and fonts change at
 * run time without regenerating styles; `theme-variables.ts` writes those variables from settings.
 */
export const { styled, css, globalCss, keyframes, getCssText, createTheme, config } =
  createStitches({
    prefix: 'sf',
    theme: {
      colors: {
        primary: 'var(--sf-color-theme, #1f5f4a)',
        primaryHover: 'var(--sf-color-theme-hover, #1c5643)',
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
      sizes: { narrow: '680px', normal: '960px', wide: '1280px' },
      radii: { sm: '4px', md: '8px', lg: '16px' },
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
