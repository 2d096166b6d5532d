import { type ServerType, serve } from '@hono/node-server';
import type { Hono } from 'hono';

/** A server listening on a loopback port. */
export interface Served {
  url: string;
  close(): Promise<void>;
}

/** Serves `app` on a free loopback port, as the storefront server would. */
export function listen(app: Hono): Promise<Served> {
  return new Promise((resolve) => {
    const server: ServerType = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      }),
    );
  });
}

/** What a test reads of an answer: status, headers and the parsed JSON (or text) body. */
export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Calls `base + path` and reads the whole answer. */
export async function request(base: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(base + path, init);
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json') === true;
  return {
    status: response.status,
    headers: response.headers,
    body: isJson ? JSON.parse(text) : text,
  };
}

/** A JSON request with an optional bearer token. */
export const json = (method: string, body: unknown, token?: string): RequestInit => ({
  method,
  headers: {
    'content-type': 'application/json',
    ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
  },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
