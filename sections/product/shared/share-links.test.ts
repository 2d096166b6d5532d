import { describe, expect, it } from 'vitest';
import { shareTargets } from './share-links.ts';

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
