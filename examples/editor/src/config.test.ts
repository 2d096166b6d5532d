import { describe, expect, it } from 'vitest';
import { chosenStorefront, STOREFRONT_URLS } from './config.ts';

const ALLOWED = ['http://localhost:3000', 'http://localhost:3002'];

describe('the storefront the editor opens', () => {
  it('is the first of STOREFRONT_URL without a choice', () => {
    expect(chosenStorefront('', ALLOWED)).toBe('http://localhost:3000');
    expect(chosenStorefront('?path=/about-us', ALLOWED)).toBe('http://localhost:3000');
    expect(STOREFRONT_URLS).toEqual(['http://localhost:3000']);
  });

  it('is another of the list when asked by its origin', () => {
    expect(chosenStorefront('?storefront=http%3A%2F%2Flocalhost%3A3002', ALLOWED)).toBe(
      'http://localhost:3002',
    );
  });

  it('is never an origin outside the list, which would receive the admin token', () => {
    for (const asked of [
      'https://attacker.example',
      'http://localhost:3000.evil',
      'http://localhost:3002/',
    ]) {
      expect(chosenStorefront(`?storefront=${encodeURIComponent(asked)}`, ALLOWED)).toBe(
        'http://localhost:3000',
      );
    }
  });
});
