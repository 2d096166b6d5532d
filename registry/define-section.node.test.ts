import { describe, expect, it } from 'vitest';
import { defineSection } from './define-section.ts';

const emptySchema = { type: 'object', properties: {} } as const;

describe('defineSection', () => {
  it('refuses a key that is not lowercase-dashed, saying what a good key looks like', () => {
    const define = (key: string) => () =>
      defineSection({
        key,
        title: 'T',
        group: 'g',
        schema: emptySchema,
        component: async () => ({ default: () => null }),
      });
    expect(define('Promo Banner')).toThrow(/"Promo Banner" is not valid.*"product-grid"/);
    expect(define('promo-banner')).not.toThrow();
  });
});
