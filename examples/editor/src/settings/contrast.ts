import type { Storefront } from '../../../../schemas/api/storefront.ts';
import {
  contrastRatio,
  hslToRgb,
  parseHex,
  readableTextOn,
  rgbToHsl,
  toHex,
} from '../../../../themes/color.ts';

// WCAG AA for text (1.4.3): a contrast ratio of at least 4.5 between text and its background.

/** The least contrast ratio WCAG AA asks of body-size text. */
export const AA_TEXT_RATIO = 4.5;

/** A text colour on a background colour, as the shop paints them. */
export interface ColourPair {
  /** What the owner reads, e.g. `Body text on background`. */
  label: string;
  /** The storefront field a suggestion changes. */
  field: keyof Storefront;
  /** Which of the two colours that field is. */
  adjusts: 'text' | 'background';
  text: string;
  background: string;
}

/** A pair that fails AA: its ratio and the nearest text colour that passes. */
export interface ContrastWarning extends ColourPair {
  /** Rounded down to two decimals, as checkers show it (4.49 never reads as 4.5). */
  ratio: number;
  /** The field's colour with the least change of lightness that passes, `#rrggbb`. */
  suggestion: string;
  suggestionRatio: number;
}

const floor2 = (value: number) => Math.floor(value * 100) / 100;

/**
 * The colour nearest to `colour` (same hue and saturation, the least change of HSL lightness)
 * that reaches `ratio` against `against`; black or white when no lightness of the hue does.
 */
export function nearestPassing(colour: string, against: string, ratio = AA_TEXT_RATIO): string {
  const rgb = parseHex(colour);
  if (!rgb || !parseHex(against)) return colour;
  const hsl = rgbToHsl(rgb);
  for (let delta = 0; delta <= 100; delta += 0.5) {
    for (const l of [hsl.l - delta, hsl.l + delta]) {
      if (l < 0 || l > 100) continue;
      const candidate = toHex(hslToRgb({ ...hsl, l }));
      if (contrastRatio(candidate, against) >= ratio) return candidate;
    }
  }
  return contrastRatio('#000000', against) >= contrastRatio('#ffffff', against)
    ? '#000000'
    : '#ffffff';
}

/** The text and background pairs of the shop the owner sets the colours of. */
export function colourPairs(storefront: Storefront): ColourPair[] {
  return [
    {
      label: 'Body text on background',
      field: 'text_color',
      adjusts: 'text',
      text: storefront.text_color,
      background: storefront.background_color,
    },
    {
      // the shop picks the button's text colour itself (themes/color.ts readableTextOn)
      label: 'Button text on button colour',
      field: 'theme_color',
      adjusts: 'background',
      text: readableTextOn(storefront.theme_color),
      background: storefront.theme_color,
    },
    {
      label: 'Store notice text on its background',
      field: 'store_notice_text_color',
      adjusts: 'text',
      text: storefront.store_notice_text_color,
      background: storefront.store_notice_bg_color,
    },
  ];
}

/** Every pair that fails AA for text, with its ratio and a suggested passing colour. */
export function contrastWarnings(pairs: readonly ColourPair[]): ContrastWarning[] {
  return pairs.flatMap((pair) => {
    if (!parseHex(pair.text) || !parseHex(pair.background)) return [];
    const ratio = contrastRatio(pair.text, pair.background);
    if (ratio >= AA_TEXT_RATIO) return [];
    const suggestion =
      pair.adjusts === 'text'
        ? nearestPassing(pair.text, pair.background)
        : nearestPassing(pair.background, pair.text);
    return [
      {
        ...pair,
        ratio: floor2(ratio),
        suggestion,
        suggestionRatio: floor2(
          pair.adjusts === 'text'
            ? contrastRatio(suggestion, pair.background)
            : contrastRatio(pair.text, suggestion),
        ),
      },
    ];
  });
}
