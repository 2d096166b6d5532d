import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  PERMISSIONS_POLICY,
  STRICT_TRANSPORT_SECURITY,
  securityHeaders,
} from './security-headers.ts';

function shop() {
  const app = new Hono();
  app.use('*', securityHeaders(['https://editor.example']));
  app.get('*', (c) => c.html('<h1>Shop</h1>'));
  return app;
}

describe('security headers', () => {
  it('tell the browser not to sniff, to send little referrer, to allow no camera or location, and who may frame the shop', async () => {
    const answer = await shop().request('http://shop.test/');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(answer.headers.get('content-security-policy')).toBe(
      "frame-ancestors 'self' https://editor.example",
    );
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });

  it('keep browsers on HTTPS once the shop is served over it', async () => {
    const answer = await shop().request('https://shop.test/');
    expect(answer.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
  });
});
