import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  accessLogsResponseSchema,
  customerSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  initialValuesSchema,
  loginResponseSchema,
} from '../../schemas/api/index.ts';
import type { OutboxMessage } from './data/outbox.ts';
import { createReferenceApi, type ReferenceApi } from './index.ts';
import { CookieJar } from './testing/cookie-jar.ts';
import { json, listen, type Served } from './testing/http.ts';
import { seededSnapshot } from './testing/snapshot.ts';

const customerEnvelope = envelopeSchema(customerSchema);
const logsEnvelope = envelopeSchema(accessLogsResponseSchema);

describe('account over HTTP', () => {
  let api: ReferenceApi;
  let server: Served;
  const outbox: OutboxMessage[] = [];
  let serial = 0;

  beforeAll(async () => {
    api = await createReferenceApi({
      snapshot: await seededSnapshot(),
      dataDir: 'memory://',
      otpFixedCode: '1234',
      deliver: (message) => outbox.push(message),
    });
    server = await listen(api.app);
  });

  afterAll(async () => {
    await server?.close();
    await api?.close();
  });

  const send = (jar: CookieJar, method: string, path: string, body?: unknown) =>
    jar.request(server.url, path, body === undefined ? { method } : json(method, body));

  const fieldErrors = (body: unknown) => errorEnvelopeSchema.parse(body).errors ?? {};

  /** Registers a new shopper; the jar holds their session. */
  const register = async () => {
    serial += 1;
    const details = {
      first_name: 'Vikram',
      last_name: 'Rao',
      email: `vikram.${serial}@example.test`,
      phone: `71000${String(serial).padStart(5, '0')}`,
      password: 'first-pass',
    };
    const jar = new CookieJar();
    const answer = await send(jar, 'POST', '/api/auth/register', details);
    expect(answer.status).toBe(200);
    const user = envelopeSchema(loginResponseSchema).parse(answer.body).data.user;
    return { jar, details, user };
  };

  /** Marks the jar's customer's phone verified through the OTP flow. */
  const verifyPhone = async (jar: CookieJar) => {
    expect((await send(jar, 'POST', '/api/account/otp/generate', { type: 'phone' })).status).toBe(
      200,
    );
    const verified = await send(jar, 'POST', '/api/account/otp/verify', { otp: '1234' });
    expect(verified.status).toBe(200);
    return customerEnvelope.parse(verified.body).data;
  };

  it('answers 401 to every account call without a session', async () => {
    const guest = new CookieJar();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/account/get'],
      ['PUT', '/api/account/update-profile', {}],
      ['PUT', '/api/account/update-password', {}],
      ['POST', '/api/account/otp/generate', { type: 'phone' }],
      ['POST', '/api/account/otp/verify', { otp: '1234' }],
      ['GET', '/api/account/access-logs'],
    ];
    for (const [method, path, body] of calls) {
      const answer = await send(guest, method, path, body);
      expect(answer.status, path).toBe(401);
      expect(answer.body).toEqual({ status: 'error', message: 'Unauthenticated.', data: null });
    }
  });

  it('answers the customer without secrets, and adds it to initial values', async () => {
    const { jar, user } = await register();
    const account = await send(jar, 'GET', '/api/account/get');
    expect(account.headers.get('cache-control')).toBe('no-store');
    const data = envelopeSchema(z.record(z.string(), z.unknown())).parse(account.body).data;
    expect(Object.keys(data).sort()).toEqual(
      ['created_at', 'email', 'first_name', 'id', 'last_name', 'phone', 'phone_verified_at'].sort(),
    );

    const initial = await send(jar, 'GET', '/api/storefront/initial-values?keys=store_name');
    const values = envelopeSchema(initialValuesSchema).parse(initial.body).data;
    expect(values.account).toMatchObject({ id: user.id, email: user.email });
    const guest = await send(new CookieJar(), 'GET', '/api/storefront/initial-values');
    expect(
      envelopeSchema(z.record(z.string(), z.unknown())).parse(guest.body).data,
    ).not.toHaveProperty('account');
  });

  it('verifies the phone by OTP, and clears the verification when the phone changes', async () => {
    const { jar, details } = await register();
    const wrong = await send(jar, 'POST', '/api/account/otp/generate', { type: 'email' });
    expect(wrong.status).toBe(422);

    const verified = await verifyPhone(jar);
    expect(verified.phone_verified_at).not.toBeNull();
    expect(outbox.at(-1)).toMatchObject({ channel: 'sms', to: details.phone });
    const again = await send(jar, 'POST', '/api/account/otp/generate', { type: 'phone' });
    expect(fieldErrors(again.body)).toEqual({ type: ['Your phone number is already verified.'] });

    const profile = { ...details, first_name: 'Vik' };
    const renamed = await send(jar, 'PUT', '/api/account/update-profile', profile);
    expect(renamed.status).toBe(200);
    const kept = customerEnvelope.parse(renamed.body).data;
    expect(kept).toMatchObject({
      first_name: 'Vik',
      phone_verified_at: verified.phone_verified_at,
    });

    const newPhone = `72000${String(serial).padStart(5, '0')}`;
    const moved = await send(jar, 'PUT', '/api/account/update-profile', {
      ...profile,
      phone: newPhone,
    });
    expect(customerEnvelope.parse(moved.body).data).toMatchObject({
      phone: newPhone,
      phone_verified_at: null,
    });
    // A code sent to the old number no longer verifies the new one.
    const stale = await send(jar, 'POST', '/api/account/otp/verify', { otp: '1234' });
    expect(stale.status).toBe(422);
    expect((await verifyPhone(jar)).phone_verified_at).not.toBeNull();
  });

  it("refuses a profile with another customer's e-mail or phone, or bad fields", async () => {
    const { jar, details } = await register();
    const taken = await send(jar, 'PUT', '/api/account/update-profile', {
      ...details,
      email: 'DEMO@northwind.test',
      phone: '9876543210',
    });
    expect(taken.status).toBe(422);
    expect(fieldErrors(taken.body)).toEqual({
      email: ['The email has already been taken.'],
      phone: ['The phone has already been taken.'],
    });
    const bad = await send(jar, 'PUT', '/api/account/update-profile', {
      first_name: '',
      last_name: 'Rao',
      email: 'nope',
      phone: '12',
    });
    expect(fieldErrors(bad.body)).toEqual({
      first_name: ['This field is required'],
      email: ['The value must be an valid email address'],
      phone: ['The phone must be exactly 10 digits.'],
    });
    // Keeping one's own e-mail and phone is not a conflict.
    expect((await send(jar, 'PUT', '/api/account/update-profile', details)).status).toBe(200);
  });

  it('changes the password only with the current one, logging out other devices', async () => {
    const { jar, details } = await register();
    const laptop = new CookieJar();
    await send(laptop, 'POST', '/api/auth/login', details);
    expect((await send(laptop, 'GET', '/api/account/get')).status).toBe(200);

    const wrong = await send(jar, 'PUT', '/api/account/update-password', {
      old_password: 'not-it',
      password: 'second-pass',
      password_confirmation: 'second-pass',
    });
    expect(wrong.status).toBe(422);
    expect(fieldErrors(wrong.body)).toEqual({
      old_password: ['The current password is incorrect.'],
    });

    const changed = await send(jar, 'PUT', '/api/account/update-password', {
      old_password: details.password,
      password: 'second-pass',
      password_confirmation: 'second-pass',
    });
    expect(changed.status).toBe(200);
    expect((await send(jar, 'GET', '/api/account/get')).status).toBe(200);
    expect((await send(laptop, 'GET', '/api/account/get')).status).toBe(401);
    expect((await send(new CookieJar(), 'POST', '/api/auth/login', details)).status).toBe(422);
    const relogin = await send(new CookieJar(), 'POST', '/api/auth/login', {
      email: details.email,
      password: 'second-pass',
    });
    expect(relogin.status).toBe(200);
  });

  it('records every login in the access log, newest first, paged', async () => {
    const { jar, details } = await register();
    await send(new CookieJar(), 'POST', '/api/auth/login', details);
    await jar.request(server.url, '/api/auth/login', {
      ...json('POST', details),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Trail Browser/1.0',
        'x-forwarded-for': '203.0.113.7, 10.0.0.1',
      },
    });

    const all = logsEnvelope.parse((await send(jar, 'GET', '/api/account/access-logs')).body).data;
    expect(all.total).toBe(3);
    // no proxy is trusted here (TRUST_PROXY unset): the forged X-Forwarded-For is not believed,
    // the log names the socket's peer
    expect(all.logs[0]).toMatchObject({ ip: '127.0.0.1', user_agent: 'Trail Browser/1.0' });
    expect(all.logs[2]?.ip).toBe('127.0.0.1');
    const times = all.logs.map((log) => Date.parse(log.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const page = await send(jar, 'GET', '/api/account/access-logs?page=2&perPage=2');
    const second = logsEnvelope.parse(page.body).data;
    expect(second).toMatchObject({ page: 2, perPage: 2, total: 3 });
    expect(second.logs.map((log) => log.id)).toEqual([all.logs[2]?.id]);

    const bad = await send(jar, 'GET', '/api/account/access-logs?page=0');
    expect(bad.status).toBe(422);
  });
});
