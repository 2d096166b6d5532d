import { describe, expect, it } from 'vitest';
import {
  adjustLightness,
  contrastRatio,
  hslToRgb,
  parseHex,
  readableTextOn,
  rgbToHsl,
  toHex,
  withAlpha,
  withHexAlpha,
} from './color.ts';

describe('parseHex', () => {
  it('reads the short, long and alpha forms', () => {
    expect(parseHex('#1f5f4a')).toEqual({ r: 31, g: 95, b: 74, a: 1 });
    expect(parseHex('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseHex('#0008')).toEqual({ r: 0, g: 0, b: 0, a: 0.533 });
    expect(parseHex('#1f5f4a80')?.a).toBe(0.502);
  });

  it('answers null for anything that is not a hex colour', () => {
    for (const value of ['1f5f4a', '#12', '#ggg', 'red', 'rgb(0,0,0)', '#1f5f4a;}']) {
      expect(parseHex(value)).toBeNull();
    }
  });
});

describe('HSL conversion', () => {
  it('round-trips a colour', () => {
    for (const hex of ['#1f5f4a', '#ff0000', '#123456', '#808080', '#fbfaf7']) {
      const rgba = parseHex(hex);
      expect(rgba).not.toBeNull();
      if (rgba) expect(toHex(hslToRgb(rgbToHsl(rgba)))).toBe(hex);
    }
  });

  it('reads pure red as hue 0, full saturation, half lightness', () => {
    expect(rgbToHsl({ r: 255, g: 0, b: 0 })).toEqual({ h: 0, s: 100, l: 50 });
  });
});

describe('adjustLightness (spec §9 hover colour)', () => {
  it('darkens by ten percentage points of lightness', () => {
    expect(adjustLightness('#ff0000', -10)).toBe('#cc0000');
    expect(adjustLightness('#1f5f4a', -10)).toBe('#12392c');
    expect(adjustLightness('#ffffff', -10)).toBe('#e6e6e6');
  });

  it('clamps at black and white', () => {
    expect(adjustLightness('#000000', -10)).toBe('#000000');
    expect(adjustLightness('#f0f0f0', 90)).toBe('#ffffff');
  });

  it('returns an unreadable colour unchanged', () => {
    expect(adjustLightness('tomato', -10)).toBe('tomato');
  });
});

describe('alpha helpers (spec §9 shadow and fade)', () => {
  it('builds the fade colour at alpha 0.5', () => {
    expect(withAlpha('#1f5f4a', 0.5)).toBe('rgba(31, 95, 74, 0.5)');
    expect(withAlpha('#fff', 2)).toBe('rgba(255, 255, 255, 1)');
  });

  it('appends a hex alpha to the six-digit colour', () => {
    expect(withHexAlpha('#1f5f4a', '90')).toBe('#1f5f4a90');
    expect(withHexAlpha('#1F5', '90')).toBe('#11ff5590');
    expect(withHexAlpha('#1f5f4a', 'zz')).toBe('#1f5f4a');
  });
});

describe('contrast', () => {
  it('measures the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#1f5f4a', '#ffffff')).toBeGreaterThan(7);
  });

  it('picks white on dark colours and near-black on light ones', () => {
    expect(readableTextOn('#1f5f4a')).toBe('#ffffff');
    expect(readableTextOn('#ffeb3b')).toBe('#111111');
    expect(readableTextOn('#ffffff')).toBe('#111111');
  });
});
