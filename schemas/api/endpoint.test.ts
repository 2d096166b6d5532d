import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, endpointUrl, expandPath } from './endpoint.ts';

describe('expandPath', () => {
  it('fills each :name with its value as one encoded segment', () => {
    expect(expandPath('/api/blog/:slug', { slug: 'a b/c?' })).toBe('/api/blog/a%20b%2Fc%3F');
    expect(expandPath('/api/product/single-product/:id/related', { id: 12 })).toBe(
      '/api/product/single-product/12/related',
    );
  });

  it('throws on a missing parameter, naming it', () => {
    expect(() => expandPath('/api/page/:id', {})).toThrow(
      'expandPath: /api/page/:id needs the parameter "id"',
    );
  });
});

describe('endpointUrl', () => {
  const file = endpoint({
    method: 'GET',
    path: '/api/media/:file',
    access: 'guest',
    file: true,
    schemas: async () => ({ data: z.never() }),
  });

  it('builds the URL with params and the defined query values', () => {
    expect(
      endpointUrl(file, { params: { file: 'hero.webp' }, query: { w: 640, q: undefined } }),
    ).toBe('/api/media/hero.webp?w=640');
  });
});

describe('endpoint', () => {
  it('defaults silent and file to false, and loads its schemas once', async () => {
    let loads = 0;
    const row = endpoint({
      method: 'GET',
      path: '/api/thing',
      access: 'guest',
      schemas: async () => {
        loads += 1;
        return { data: z.number() };
      },
    });
    expect(row).toMatchObject({ silent: false, file: false });
    await row.schemas();
    await row.schemas();
    expect(loads).toBe(1);
  });

  it('tries a schema chunk that failed to load again on the next use', async () => {
    let attempts = 0;
    const row = endpoint({
      method: 'GET',
      path: '/api/thing',
      access: 'guest',
      schemas: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('chunk failed');
        return { data: z.number() };
      },
    });
    await expect(row.schemas()).rejects.toThrow('chunk failed');
    await expect(row.schemas()).resolves.toHaveProperty('data');
  });
});
