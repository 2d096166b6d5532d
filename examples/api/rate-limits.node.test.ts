import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as auth from '../../schemas/api/endpoints/auth.ts';
import * as orders from '../../schemas/api/endpoints/orders.ts';
import { OTP_LIMIT_MESSAGE } from '../../schemas/api/index.ts';
import { createApiApp } from './app.ts';
import { type OpenDatabase, openDatabase } from './db/open.ts';
import { clientAddress, parseTrustProxy } from './http/client-info.ts';
import { json, listen, request, type Served } from './testing/http.ts';
import { seededSnapshot } from './testing/snapshot.ts';

// Rate limits (issue 18 point 2, decision 12) against the API over HTTP: the numbers are the
// ones shoppers and attackers meet, counted per client (the socket's address, or the address a
// trusted proxy names) and per target.

const DEMO = { email: 'demo@northwind.test', password: 'Demo@1234' };

describe('the client address (TRUST_PROXY, decision 11)', () => {
  it('is the socket’s peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('6.6.6.6', '10.0.0.9', 0)).toBe('10.0.0.9');
    expect(clientAddress(null, '10.0.0.9', 0)).toBe('10.0.0.9');
  });

  it('is what the trusted proxy saw, never what the client wrote before it', () => {
    // the client forged 6.6.6.6; the proxy appended the address it saw, 203.0.113.7
    expect(clientAddress('6.6.6.6, 203.0.113.7', '10.0.0.2', 1)).toBe('203.0.113.7');
    expect(clientAddress('6.6.6.6, 203.0.113.7, 10.0.0.3', '10.0.0.2', 2)).toBe('203.0.113.7');
    // fewer entries than trusted hops: the furthest one known
    expect(clientAddress(null, '10.0.0.2', 3)).toBe('10.0.0.2');
  });

  it('counts the caller of an in-process request as the nearest proxy', () => {
    expect(clientAddress('203.0.113.7', null, 1)).toBe('203.0.113.7');
    expect(clientAddress(null, null, 1)).toBeNull();
    expect(clientAddress('203.0.113.7', null, 0)).toBeNull();
  });

  it('reads TRUST_PROXY as a count of proxies, refusing anything else at start', () => {
    expect(parseTrustProxy(undefined)).toBe(0);
    expect(parseTrustProxy('false')).toBe(0);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(() => parseTrustProxy('yes')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('-1')).toThrow(/TRUST_PROXY/);
  });
});

describe('rate limits', () => {
  let database: OpenDatabase;
  /** An API behind one trusted proxy: `X-Forwarded-For` names the client. */
  let proxied: Served;
  /** An API trusting no proxy: every request here comes from 127.0.0.1. */
  let direct: Served;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://', snapshot: await seededSnapshot() });
    const options = { db: database.db, adminToken: 'rate-limit-token', log: () => {} };
    proxied = await listen(createApiApp({ ...options, trustProxy: 1 }));
    direct = await listen(createApiApp(options));
  });

  afterAll(async () => {
    await proxied?.close();
    await direct?.close();
    await database?.close();
  });

  const from = (client: string, init: RequestInit): RequestInit => ({
    ...init,
    headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': client },
  });
  const login = (server: Served, client: string, email: string, password: string) =>
    request(
      server.url,
      auth.login.path,
      from(client, json('POST', { email, password, remember_me: false })),
    );

  it('stops the 11th wrong password for one e-mail from any client, with Retry-After and the spec’s message', async () => {
    const email = 'meera.rate@example.com';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const answer = await login(proxied, `198.51.100.${attempt}`, email, 'wrong-password');
      expect(answer.status, `attempt ${attempt}`).toBe(422);
    }
    const eleventh = await login(proxied, '198.51.100.99', email, 'wrong-password');
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toMatchObject({ status: 'error', message: OTP_LIMIT_MESSAGE });
    const wait = Number(eleventh.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
  });

  it('lets a customer who gets it right start again: a success clears the count', async () => {
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 1; attempt <= 9; attempt += 1) {
        const wrong = await login(proxied, '198.51.100.200', DEMO.email, 'not-it');
        expect(wrong.status).toBe(422);
      }
      const right = await login(proxied, '198.51.100.200', DEMO.email, DEMO.password);
      expect(right.status, `round ${round}`).toBe(200);
    }
  });

  it('stops one client guessing passwords across many e-mails after 50 wrong ones', async () => {
    for (let attempt = 1; attempt <= 50; attempt += 1) {
      const answer = await login(
        proxied,
        '203.0.113.50',
        `guess${attempt}@example.com`,
        'x1!Abcdef',
      );
      expect(answer.status, `attempt ${attempt}`).toBe(422);
    }
    const next = await login(proxied, '203.0.113.50', 'guess51@example.com', 'x1!Abcdef');
    expect(next.status).toBe(429);
    // another client is not held up
    const other = await login(proxied, '203.0.113.51', 'guess52@example.com', 'x1!Abcdef');
    expect(other.status).toBe(422);
  });

  it('is not fooled by a forged X-Forwarded-For when no proxy is trusted', async () => {
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const answer = await request(
        direct.url,
        orders.track.path,
        from(
          `192.0.2.${attempt}`,
          json('POST', {
            order_no: `NW9${String(attempt).padStart(5, '0')}`,
            email: 'x@example.com',
          }),
        ),
      );
      expect(answer.status, `lookup ${attempt}`).toBe(404);
    }
    const forged = await request(
      direct.url,
      orders.track.path,
      from('192.0.2.250', json('POST', { order_no: 'NW900999', email: 'x@example.com' })),
    );
    expect(forged.status).toBe(429);
    expect(forged.body).toMatchObject({ message: OTP_LIMIT_MESSAGE });
  });

  it('limits the reset e-mails one address receives to 5 an hour', async () => {
    const ask = (client: string) =>
      request(
        proxied.url,
        auth.reset.path,
        from(client, json('POST', { email: 'flooded@example.com' })),
      );
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await ask(`198.51.100.${100 + attempt}`)).status).not.toBe(429);
    }
    expect((await ask('198.51.100.150')).status).toBe(429);
  });
});
