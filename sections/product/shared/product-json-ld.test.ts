import { describe, expect, it } from 'vitest';
import { postalCodeLength } from './postal-code.ts';
import { jsonForScript } from './product-json-ld.ts';
import { shareTargets } from './share-links.ts';

describe('jsonForScript', () => {
  it('writes <, > and & as escapes so the JSON cannot end its script element, and still parses', () => {
    const value = { name: '</script><script>alert(1)</script><!-- & \u2028' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('shareTargets', () => {
  it('builds the share URLs of Facebook, X, WhatsApp and Pinterest (with a picture only)', () => {
    const url = 'https://shop.example/product/cap?sku=A&B';
    const targets = shareTargets({ url, title: 'Cap & co', image: 'https://shop.example/cap.svg' });
    expect(targets.map((target) => target.network)).toEqual([
      'facebook',
      'x',
      'whatsapp',
      'pinterest',
    ]);
    expect(new URL(targets[1]?.href ?? '').searchParams.get('url')).toBe(url);
    expect(new URL(targets[2]?.href ?? '').searchParams.get('text')).toBe(`Cap & co ${url}`);
    expect(shareTargets({ url, title: 'Cap' }).map((target) => target.network)).not.toContain(
      'pinterest',
    );
  });
});

describe('postalCodeLength', () => {
  it('is 6 for India and falls back to 6 for a country it does not know', () => {
    expect(postalCodeLength('+91')).toBe(6);
    expect(postalCodeLength('+1')).toBe(5);
    expect(postalCodeLength('+999')).toBe(6);
    expect(postalCodeLength(null)).toBe(6);
  });
});
