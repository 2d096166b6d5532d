import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../../themes/color.ts';
import { AA_TEXT_RATIO, contrastWarnings, nearestPassing } from './contrast.ts';

describe('contrastWarnings', () => {
  it('passes black on white and warns of light grey on white with its ratio and a passing suggestion', () => {
    const pairs = [
      { label: 'ok', field: 'text_color', adjusts: 'text', text: '#000000', background: '#ffffff' },
      {
        label: 'grey',
        field: 'text_color',
        adjusts: 'text',
        text: '#aaaaaa',
        background: '#ffffff',
      },
    ] as const;
    const warnings = contrastWarnings(pairs);
    expect(warnings.map((w) => w.label)).toEqual(['grey']);
    const [grey] = warnings;
    // #aaaaaa on white is 2.32:1 by the WCAG formula
    expect(grey?.ratio).toBe(2.32);
    expect(contrastRatio(grey?.suggestion ?? '', '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_RATIO);
    expect(grey?.suggestionRatio).toBeGreaterThanOrEqual(AA_TEXT_RATIO);
  });

  it('suggests a new button colour when the button text cannot pass on it', () => {
    const [warning] = contrastWarnings([
      {
        label: 'Button',
        field: 'theme_color',
        adjusts: 'background',
        text: '#ffffff',
        background: '#7ab8ff',
      },
    ]);
    expect(warning?.suggestion).not.toBe('#7ab8ff');
    expect(contrastRatio('#ffffff', warning?.suggestion ?? '')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('nearestPassing', () => {
  it('keeps the hue and changes lightness as little as it must', () => {
    const suggestion = nearestPassing('#ff6666', '#ffffff');
    expect(contrastRatio(suggestion, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // one half-step lighter would fail: it is the nearest
    expect(contrastRatio(suggestion, '#ffffff')).toBeLessThan(4.8);
    expect(suggestion).toMatch(/^#[c-f][0-9a-f]/);
  });
});
