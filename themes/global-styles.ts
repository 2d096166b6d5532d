import { globalCss } from './stitches.config.ts';

/** Base document styles; every value comes from the store theme's CSS variables. */
export const globalStyles = globalCss({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  body: {
    margin: 0,
    fontFamily: '$body',
    fontSize: '$body',
    fontWeight: '$body',
    color: '$text',
    backgroundColor: '$background',
    backgroundImage: 'var(--sf-background-image, none)',
    backgroundSize: 'var(--sf-background-size, cover)',
    backgroundRepeat: 'var(--sf-background-repeat, no-repeat)',
    lineHeight: 1.6,
    WebkitFontSmoothing: 'antialiased',
  },
  'h1, h2, h3, h4': { fontFamily: '$heading', fontWeight: '$heading', lineHeight: 1.25 },
  h1: { fontSize: 'clamp(1.75rem, 1rem + 3vw, $fontSizes$heading)' },
  // 'Boxed Content' puts the page in a centred column; full width leaves it unbounded
  '#main-content': { display: 'block', maxWidth: '$page', marginInline: 'auto' },
  '#main-content:focus': { outline: 'none' },
  img: { maxWidth: '100%', height: 'auto' },
  a: { color: '$primary' },
  ':focus-visible': { outline: '3px solid $focus', outlineOffset: '2px' },
  '.sf-visually-hidden': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    padding: 0,
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});
