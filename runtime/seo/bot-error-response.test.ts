import { describe, expect, it } from 'vitest';
import { botErrorResponse } from './bot-error-response.ts';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

const requestFrom = (userAgent: string) =>
  new Request('http://shop.test/missing', { headers: { 'user-agent': userAgent } });

describe('botErrorResponse (spec §2 "Bots are not shown the error page")', () => {
  it('answers a crawler the status with a minimal noindex body', async () => {
    const response = botErrorResponse(requestFrom(GOOGLEBOT), 404, new Headers());
    expect(response?.status).toBe(404);
    expect(response?.headers.get('x-robots-tag')).toBe('noindex');
    const html = await response?.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('404 Not Found');
    expect(html).not.toContain('Go Home');
  });

  it('keeps Retry-After on a maintenance answer', () => {
    const headers = new Headers({ 'Retry-After': '3600' });
    const response = botErrorResponse(requestFrom(GOOGLEBOT), 503, headers);
    expect(response?.headers.get('retry-after')).toBe('3600');
  });

  it('leaves people and successful answers to the storefront', () => {
    expect(botErrorResponse(requestFrom(CHROME), 404, new Headers())).toBeNull();
    expect(botErrorResponse(requestFrom(GOOGLEBOT), 200, new Headers())).toBeNull();
  });
});
