import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { clientFromTransport } from '../../api/endpoint-client.ts';
import { loader, SITEMAP_RETRY_AFTER_SECONDS } from './sitemap-xml.ts';

describe('/sitemap.xml', () => {
  it('answers 503 with Retry-After, never an empty sitemap, when the store cannot be read', async () => {
    const down = clientFromTransport(async () => {
      throw new ApiError('The API cannot be reached', { status: 0 });
    });
    const response = (await loader({
      request: new Request('http://shop.test/sitemap.xml'),
      context: { api: down, config: { editorOrigins: [] } },
      params: {},
    } as unknown as Parameters<typeof loader>[0])) as Response;
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(SITEMAP_RETRY_AFTER_SECONDS));
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
