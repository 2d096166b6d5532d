import { globalCss } from './stitches.config.ts';
import { visuallyHiddenStyle } from './visually-hidden.ts';

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
  // the skip link: out of sight until a keyboard user reaches it, then shown at the top left
  '.sf-skip-link:not(:focus)': visuallyHiddenStyle,
  '.sf-skip-link:focus': {
    position: 'fixed',
    top: '$2',
    left: '$2',
    zIndex: '$overlay',
    padding: '$2 $3',
    borderRadius: '$sm',
    backgroundColor: '$background',
    color: '$primary',
  },
});
