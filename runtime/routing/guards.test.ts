import { redirect } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client.ts';
import { type GuardRule, runGuards } from './guards.ts';
import { parsePageLocation } from './page-location.ts';

const args = (path: string) => {
  const url = new URL(path, 'http://shop.test');
  return { url, location: parsePageLocation(url), api: {} as ApiClient, request: new Request(url) };
};

describe('runGuards', () => {
  it('runs the rules that apply, in order, and lets the request through when none objects', async () => {
    const calls: string[] = [];
    const rules: GuardRule[] = [
      { name: 'a', applies: () => true, guard: () => void calls.push('a') },
      {
        name: 'cart',
        applies: (location) => location.pageType === 'cart',
        guard: () => void calls.push('cart'),
      },
      { name: 'c', applies: () => true, guard: async () => void calls.push('c') },
    ];
    await runGuards(rules, args('/about-us'));
    expect(calls).toEqual(['a', 'c']);
  });

  it('stops at the first guard that throws a redirect', async () => {
    const later = vi.fn();
    const rules: GuardRule[] = [
      {
        name: 'cart',
        applies: () => true,
        guard: () => {
          throw redirect('/');
        },
      },
      { name: 'later', applies: () => true, guard: later },
    ];
    const thrown = await runGuards(rules, args('/cart')).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/');
    expect(later).not.toHaveBeenCalled();
  });
});
