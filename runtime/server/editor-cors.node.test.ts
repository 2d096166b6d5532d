import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { editorCors } from './editor-cors.ts';

const EDITOR = 'http://localhost:3001';

function app() {
  const hono = new Hono();
  hono.use('/api/admin/*', editorCors([EDITOR]));
  hono.all('/api/admin/*', (c) => c.json({ status: 'success', message: '', data: null }));
  return hono;
}

const preflight = (origin: string) =>
  app().request('/api/admin/templates/home', {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'PUT',
      'access-control-request-headers': 'authorization, content-type',
    },
  });

describe('editorCors', () => {
  it('answers a preflight from an allowed editor origin', async () => {
    const response = await preflight(EDITOR);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(EDITOR);
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('lets the editor publish and delete with If-Match, and read the ETag it answers', async () => {
    const response = await app().request('/api/admin/templates/home/publish', {
      method: 'OPTIONS',
      headers: {
        origin: EDITOR,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, if-match',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toMatch(/POST.*DELETE/);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/if-match/i);
    const actual = await app().request('/api/admin/templates/home', {
      headers: { origin: EDITOR, authorization: 'Bearer x' },
    });
    expect(actual.headers.get('access-control-expose-headers')).toBe('ETag');
  });

  it('refuses a preflight from any other origin', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3001.evil.example']) {
      const response = await preflight(origin);
      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('lets the allowed editor read the answer of the actual request', async () => {
    const response = await app().request('/api/admin/templates/home', {
      headers: { origin: EDITOR, authorization: 'Bearer x' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(EDITOR);
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('adds no CORS header for other origins or same-origin requests', async () => {
    const other = await app().request('/api/admin/templates/home', {
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const same = await app().request('/api/admin/templates/home');
    expect(same.headers.get('access-control-allow-origin')).toBeNull();
  });
});
