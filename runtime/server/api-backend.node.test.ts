import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { remoteBackend, UPSTREAM_DOWN_MESSAGE, UPSTREAM_TIMEOUT_MESSAGE } from './api-backend.ts';

const servers: Server[] = [];

/** A platform on a free local port that handles each request with `handler`. */
async function platform(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});

describe('the /api proxy to a platform (API_URL)', () => {
  it('passes the call through with its method, body and cookies, and the answer back', async () => {
    const url = await platform((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        response.setHeader('content-type', 'application/json');
        response.setHeader('set-cookie', 'cart_session=abc; HttpOnly');
        response.end(
          JSON.stringify({ method: request.method, body, cookie: request.headers.cookie }),
        );
      });
    });
    const answer = await remoteBackend(url).handle(
      new Request('http://shop.test/api/cart/add-item', {
        method: 'POST',
        headers: { cookie: 'sf_session=1', 'content-type': 'application/json' },
        body: '{"product_id":1}',
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie()).toEqual(['cart_session=abc; HttpOnly']);
    expect(await answer.json()).toEqual({
      method: 'POST',
      body: '{"product_id":1}',
      cookie: 'sf_session=1',
    });
  });

  it('answers 504 with an error envelope when the platform hangs, instead of waiting forever', async () => {
    const url = await platform(() => {}); // never answers
    const started = Date.now();
    const answer = await remoteBackend(url, { timeoutMs: 300 }).handle(
      new Request('http://shop.test/api/cart/get'),
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(answer.status).toBe(504);
    expect(await answer.json()).toEqual({
      status: 'error',
      message: UPSTREAM_TIMEOUT_MESSAGE,
      data: null,
    });
  });

  it('answers 502 with an error envelope when the platform cannot be reached', async () => {
    const url = await platform(() => {});
    const closed = servers.pop();
    await new Promise((done) => closed?.close(done));
    const answer = await remoteBackend(url).handle(new Request('http://shop.test/api/cart/get'));
    expect(answer.status).toBe(502);
    expect((await answer.json()).message).toBe(UPSTREAM_DOWN_MESSAGE);
  });
});
