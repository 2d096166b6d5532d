import { describe, expect, it } from 'vitest';
import { type Font, fontSchema, storefrontSchema } from '../schemas/api/storefront.ts';
import {
  fontFaceCss,
  fontFormat,
  fontPreloads,
  fontStack,
  fontWeightRange,
  SYSTEM_FONT_STACK,
} from './fonts.ts';

const font = (input: Record<string, unknown>): Font => fontSchema.parse(input);
const typography = (body: string, heading: string) =>
  storefrontSchema.parse({
    channel: { currency: { code: 'INR' }, country: { mobile_code: '+91' } },
    typography: { body: { font_family: body }, heading: { font_family: heading } },
  }).typography;

describe('fontWeightRange (spec §9)', () => {
  it('loads weights 400–900 for a static font and 100–900 for a variable one', () => {
    expect(fontWeightRange(font({ family: 'Lora', path: '/l.woff2' }))).toEqual([400, 900]);
    expect(fontWeightRange(font({ family: 'Inter', path: '/i.woff2', is_variable: true }))).toEqual(
      [100, 900],
    );
  });

  it('uses the range the store gives, in order', () => {
    expect(fontWeightRange({ weight_range: [700, 300], is_variable: false })).toEqual([300, 700]);
  });
});

describe('fontFaceCss', () => {
  it('declares each font with swap, its weight range and format', () => {
    const css = fontFaceCss([
      font({ family: 'Lora', path: '/fonts/lora.woff' }),
      font({ family: 'Inter', path: '/fonts/inter.woff2', is_variable: true }),
    ]);
    expect(css).toContain(
      '@font-face{font-family:"Lora";src:url("/fonts/lora.woff") format("woff");font-weight:400 900;font-style:normal;font-display:swap}',
    );
    expect(css).toContain(
      'font-family:"Inter";src:url("/fonts/inter.woff2") format("woff2");font-weight:100 900',
    );
  });

  it('adds one metric-matched fallback face for a family with known metrics', () => {
    const css = fontFaceCss([
      font({ family: 'Inter', path: '/a.woff2', weight_range: [400, 400] }),
      font({ family: 'Inter', path: '/b.woff2', weight_range: [700, 700] }),
    ]);
    expect(css.match(/"Inter Fallback"/g)).toHaveLength(1);
    expect(css).toContain('src:local("Arial");ascent-override:90.2%');
    expect(css).toContain('size-adjust:107.4%');
    expect(css).toContain('font-weight:700;');
  });

  it('quotes font paths so they cannot break out of the rule', () => {
    const css = fontFaceCss([font({ family: 'X', path: '/x.woff2");}</style><b>' })]);
    expect(css).toContain('url("/x.woff2\\");}\\3c /style>\\3c b>")');
  });
});

describe('fontStack', () => {
  it('puts the web font, its fallback face and the system fonts in order', () => {
    expect(fontStack('Inter')).toBe(`"Inter", "Inter Fallback", ${SYSTEM_FONT_STACK}`);
    expect(fontStack('Lora')).toBe(`"Lora", ${SYSTEM_FONT_STACK}`);
    expect(fontStack('system-ui')).toBe(SYSTEM_FONT_STACK);
  });
});

describe('fontFormat', () => {
  it('derives the format hint and MIME type from the extension', () => {
    expect(fontFormat('/a.woff2?v=2')).toEqual({ format: 'woff2', type: 'font/woff2' });
    expect(fontFormat('/a.TTF')).toEqual({ format: 'truetype', type: 'font/ttf' });
    expect(fontFormat('/a.otf')).toEqual({ format: 'opentype', type: 'font/otf' });
  });
});

describe('fontPreloads', () => {
  const fonts = [
    font({ family: 'Inter', path: '/inter.woff2', is_variable: true }),
    font({ family: 'Lora', path: '/lora.woff2' }),
    font({ family: 'Unused', path: '/unused.woff2' }),
  ];

  it('preloads only the fonts the body and headings use, once each', () => {
    expect(fontPreloads(fonts, typography('Inter', 'lora'))).toEqual([
      { href: '/inter.woff2', type: 'font/woff2' },
      { href: '/lora.woff2', type: 'font/woff2' },
    ]);
    expect(fontPreloads([...fonts, fonts[0] as Font], typography('Inter', 'Inter'))).toHaveLength(
      1,
    );
  });

  it('preloads nothing for system fonts', () => {
    expect(fontPreloads(fonts, typography('system-ui', 'system-ui'))).toEqual([]);
  });
});
