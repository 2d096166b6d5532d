import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  customerSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  loginResponseSchema,
  otpRequestResponseSchema,
} from '../../schemas/api/index.ts';
import type { OutboxMessage } from './data/outbox.ts';
import { createReferenceApi, type ReferenceApi } from './index.ts';
import { CookieJar } from './testing/cookie-jar.ts';
import { json, listen, request, type Served } from './testing/http.ts';
import { seededSnapshot } from './testing/snapshot.ts';

const ADMIN_TOKEN = 'test-admin-token-auth';
const EDITOR_ORIGIN = 'https://editor.example';
const HOUR = 60 * 60 * 1000;

const loginEnvelope = envelopeSchema(loginResponseSchema);
const customerEnvelope = envelopeSchema(customerSchema);

/** The shop's public URL the API is configured with. */
const STORE_URL = 'https://shop.northwind.test';

describe('auth over HTTP', () => {
  let api: ReferenceApi;
  let server: Served;
  // The API's clock runs `offset` ms ahead of the real one.
  let offset = 0;
  const outbox: OutboxMessage[] = [];
  let serial = 0;

  beforeAll(async () => {
    api = await createReferenceApi({
      snapshot: await seededSnapshot(),
      dataDir: 'memory://',
      adminToken: ADMIN_TOKEN,
      otpFixedCode: '1234',
      now: () => new Date(Date.now() + offset),
      deliver: (message) => outbox.push(message),
      allowedOrigins: [EDITOR_ORIGIN],
      storeUrl: STORE_URL,
    });
    server = await listen(api.app);
  });

  afterAll(async () => {
    await server?.close();
    await api?.close();
  });

  afterEach(() => {
    offset = 0;
  });

  /** A new shopper's details: unique e-mail and 10-digit phone. */
  const shopper = () => {
    serial += 1;
    return {
      first_name: 'Meera',
      last_name: 'Iyer',
      email: `meera.${serial}@example.test`,
      phone: `70000${String(serial).padStart(5, '0')}`,
      password: 'secret-pass',
    };
  };

  const post = (jar: CookieJar, path: string, body: unknown, init: RequestInit = {}) =>
    jar.request(server.url, path, { ...json('POST', body), ...init });

  const register = async (jar = new CookieJar()) => {
    const details = shopper();
    const answer = await post(jar, '/api/auth/register', details);
    expect(answer.status).toBe(200);
    return { jar, details, user: loginEnvelope.parse(answer.body).data.user };
  };

  const fieldErrors = (body: unknown) => errorEnvelopeSchema.parse(body).errors ?? {};

  describe('register, login and logout', () => {
    it('registers a shopper, logs them in with an httpOnly Lax cookie, and logs them out', async () => {
      const jar = new CookieJar();
      const details = shopper();
      const registered = await post(jar, '/api/auth/register', {
        ...details,
        email: details.email.toUpperCase(),
      });
      expect(registered.status).toBe(200);
      const { user, cart_session_id } = loginEnvelope.parse(registered.body).data;
      expect(user).toMatchObject({
        first_name: 'Meera',
        email: details.email,
        phone: details.phone,
        phone_verified_at: null,
      });
      expect(user).not.toHaveProperty('password_hash');
      expect(cart_session_id).toBeNull();

      const cookie = registered.headers.getSetCookie().find((c) => c.startsWith('sf_session='));
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).toMatch(/; Max-Age=2592000/);
      expect(cookie).not.toMatch(/Secure/);

      const account = await jar.request(server.url, '/api/account/get');
      expect(customerEnvelope.parse(account.body).data.id).toBe(user.id);

      const stolen = jar.header();
      const out = await post(jar, '/api/auth/logout', {});
      expect(out.status).toBe(200);
      expect(jar.get('sf_session')).toBeUndefined();
      const after = await request(server.url, '/api/account/get', { headers: { cookie: stolen } });
      expect(after.status).toBe(401);
      expect(after.body).toEqual({ status: 'error', message: 'Unauthenticated.', data: null });
    });

    it('refuses a registration with the spec messages for each bad field', async () => {
      const jar = new CookieJar();
      const missing = await post(jar, '/api/auth/register', {});
      expect(missing.status).toBe(422);
      expect(fieldErrors(missing.body)).toEqual({
        first_name: ['This field is required'],
        last_name: ['This field is required'],
        phone: ['This field is required'],
        email: ['This field is required'],
        password: ['This field is required'],
      });
      const bad = await post(jar, '/api/auth/register', {
        first_name: '  ',
        last_name: 'Iyer',
        phone: '98765-4321',
        email: 'not-an-email',
        password: '12345',
      });
      expect(fieldErrors(bad.body)).toEqual({
        first_name: ['This field is required'],
        phone: ['The value must be numeric'],
        email: ['The value must be an valid email address'],
        password: ['The password must be at least 6 characters.'],
      });
      const short = await post(jar, '/api/auth/register', { ...shopper(), phone: '987654321' });
      expect(fieldErrors(short.body)).toEqual({ phone: ['The phone must be exactly 10 digits.'] });
    });

    it('refuses an e-mail or phone that is already taken, whatever its case', async () => {
      const { details } = await register();
      const again = await post(new CookieJar(), '/api/auth/register', {
        ...shopper(),
        email: details.email.toUpperCase(),
      });
      expect(again.status).toBe(422);
      expect(fieldErrors(again.body)).toEqual({ email: ['The email has already been taken.'] });
      const phone = await post(new CookieJar(), '/api/auth/register', {
        ...shopper(),
        phone: details.phone,
      });
      expect(fieldErrors(phone.body)).toEqual({ phone: ['The phone has already been taken.'] });
    });

    it('answers the same message for a wrong password and an unknown e-mail', async () => {
      const { details } = await register();
      for (const body of [
        { email: details.email, password: 'wrong-password' },
        { email: 'nobody@example.test', password: 'wrong-password' },
      ]) {
        const answer = await post(new CookieJar(), '/api/auth/login', body);
        expect(answer.status).toBe(422);
        expect(fieldErrors(answer.body)).toEqual({
          email: ['These credentials do not match our records.'],
        });
        expect(answer.headers.getSetCookie()).toEqual([]);
      }
    });

    it('logs the demo customer in and answers the guest cart session', async () => {
      const jar = new CookieJar();
      jar.set('cart_session', 'guest-cart-123');
      const answer = await post(jar, '/api/auth/login', {
        email: 'demo@northwind.test',
        password: 'Demo@1234',
      });
      expect(answer.status).toBe(200);
      const { user, cart_session_id } = loginEnvelope.parse(answer.body).data;
      expect(user).toMatchObject({ first_name: 'Asha', last_name: 'Verma', phone: '9876543210' });
      expect(user.phone_verified_at).not.toBeNull();
      expect(cart_session_id).toBe('guest-cart-123');
    });

    it('keeps a session without remember me for a day only, in a browser-session cookie', async () => {
      const { details } = await register();
      const jar = new CookieJar();
      const answer = await post(jar, '/api/auth/login', {
        email: details.email,
        password: details.password,
        remember_me: false,
      });
      const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('sf_session='));
      expect(cookie).not.toMatch(/Max-Age|Expires/);
      const remembered = new CookieJar();
      await post(remembered, '/api/auth/login', {
        email: details.email,
        password: details.password,
      });

      offset = 23 * HOUR;
      expect((await jar.request(server.url, '/api/account/get')).status).toBe(200);
      offset = 25 * HOUR;
      expect((await jar.request(server.url, '/api/account/get')).status).toBe(401);
      expect((await remembered.request(server.url, '/api/account/get')).status).toBe(200);
      offset = 31 * 24 * HOUR;
      expect((await remembered.request(server.url, '/api/account/get')).status).toBe(401);
    });

    it('marks the cookie Secure when the shop is reached over HTTPS', async () => {
      const { details } = await register();
      const answer = await post(
        new CookieJar(),
        '/api/auth/login',
        { email: details.email, password: details.password },
        { headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' } },
      );
      expect(answer.headers.getSetCookie().find((c) => c.startsWith('sf_session='))).toMatch(
        /; Secure/,
      );
    });

    it('refuses registration when the store turns it off', async () => {
      const toggle = (value: boolean) =>
        request(
          server.url,
          '/api/admin/settings',
          json('PUT', { enable_customer_register: value }, ADMIN_TOKEN),
        );
      expect((await toggle(false)).status).toBe(200);
      try {
        const answer = await post(new CookieJar(), '/api/auth/register', shopper());
        expect(answer.status).toBe(403);
        expect(errorEnvelopeSchema.parse(answer.body).message).toBe(
          'Registration is not available in this store.',
        );
      } finally {
        await toggle(true);
      }
    });
  });

  describe('password reset', () => {
    const resetLink = (email: string) => {
      const message = outbox.findLast((m) => m.channel === 'email' && m.to === email);
      const match = /\/account\/reset-password\/([^/\s]+)\/([A-Za-z0-9_-]+)/.exec(
        message?.body ?? '',
      );
      if (match?.[1] === undefined || match[2] === undefined) {
        throw new Error(`no reset link for ${email}`);
      }
      return { email: decodeURIComponent(match[1]), token: match[2] };
    };

    it('answers the same for unknown e-mails and sends nothing to them', async () => {
      const before = outbox.length;
      const answer = await post(new CookieJar(), '/api/auth/reset', {
        email: 'nobody@example.test',
      });
      expect(answer.status).toBe(200);
      expect(envelopeSchema(z.null()).parse(answer.body).message).toBe(
        'If that e-mail is registered, we have sent a reset link.',
      );
      expect(outbox.length).toBe(before);
    });

    it("links to the store's configured URL, whatever Host or X-Forwarded-Host the request names", async () => {
      const { details } = await register();
      const asked = await post(
        new CookieJar(),
        '/api/auth/reset',
        { email: details.email },
        {
          headers: {
            'content-type': 'application/json',
            host: 'evil.example',
            'x-forwarded-host': 'evil.example',
          },
        },
      );
      expect(asked.status).toBe(200);
      const message = outbox.findLast((m) => m.channel === 'email' && m.to === details.email);
      expect(message?.body).toContain(`${STORE_URL}/account/reset-password/`);
      expect(message?.body).not.toContain('evil.example');
    });

    it('resets a password once with the e-mailed token, and logs other sessions out', async () => {
      const { jar, details } = await register();
      const asked = await post(new CookieJar(), '/api/auth/reset', { email: details.email });
      expect(envelopeSchema(z.null()).parse(asked.body).message).toBe(
        'If that e-mail is registered, we have sent a reset link.',
      );
      const { email, token } = resetLink(details.email);
      expect(email).toBe(details.email);

      const query = `email=${encodeURIComponent(email)}&token=${token}`;
      const valid = await post(new CookieJar(), `/api/auth/validate-reset?${query}`, {});
      expect(valid.status).toBe(200);

      const complete = (password: string) =>
        post(new CookieJar(), '/api/auth/reset-complete', {
          email,
          token,
          password,
          password_confirmation: password,
        });
      expect((await complete('brand-new-pass')).status).toBe(200);
      expect((await jar.request(server.url, '/api/account/get')).status).toBe(401);

      const reused = await complete('another-pass');
      expect(reused.status).toBe(422);
      expect(fieldErrors(reused.body)).toEqual({
        token: ['This password reset link is invalid or has expired.'],
      });
      expect((await post(new CookieJar(), `/api/auth/validate-reset?${query}`, {})).status).toBe(
        422,
      );

      const oldLogin = await post(new CookieJar(), '/api/auth/login', details);
      expect(oldLogin.status).toBe(422);
      const newLogin = await post(new CookieJar(), '/api/auth/login', {
        email: details.email,
        password: 'brand-new-pass',
      });
      expect(newLogin.status).toBe(200);
    });

    it('refuses a token after an hour, and a mismatched confirmation', async () => {
      const { details } = await register();
      await post(new CookieJar(), '/api/auth/reset', { email: details.email });
      const { email, token } = resetLink(details.email);
      const body = { email, token, password: 'brand-new-pass', password_confirmation: 'other' };
      const mismatch = await post(new CookieJar(), '/api/auth/reset-complete', body);
      expect(fieldErrors(mismatch.body)).toEqual({
        password_confirmation: ['The password confirmation does not match.'],
      });

      offset = HOUR + 1000;
      const late = await post(new CookieJar(), '/api/auth/reset-complete', {
        ...body,
        password_confirmation: body.password,
      });
      expect(late.status).toBe(422);
      expect(fieldErrors(late.body)).toEqual({
        token: ['This password reset link is invalid or has expired.'],
      });
      offset = 0;
      expect((await post(new CookieJar(), '/api/auth/login', details)).status).toBe(200);
    });
  });

  describe('OTP login and registration', () => {
    const requestOtp = (body: unknown) => post(new CookieJar(), '/api/auth/otp/request', body);

    it('validates the phone and the code with the spec messages', async () => {
      for (const input of ['98765', '98765432101', '98765abcde', '']) {
        const answer = await requestOtp({ input });
        expect(fieldErrors(answer.body)).toEqual({
          input: [input === '' ? 'This field is required' : 'Invalid phone number'],
        });
      }
      const missing = await post(new CookieJar(), '/api/auth/otp/verify', { input: '9876543210' });
      expect(fieldErrors(missing.body)).toEqual({ otp: ['The OTP is required'] });
      const long = await post(new CookieJar(), '/api/auth/otp/verify', {
        input: '9876543210',
        otp: '12345',
      });
      expect(fieldErrors(long.body)).toEqual({ otp: ['The OTP must be 4 digits.'] });
    });

    it('refuses a login code for a phone without an account', async () => {
      const answer = await requestOtp({ input: '6000000001' });
      expect(answer.status).toBe(422);
      expect(fieldErrors(answer.body)).toEqual({
        input: ['No account found for this phone number.'],
      });
    });

    it('logs in with the code sent by text message, and refuses a wrong one', async () => {
      const sent = await requestOtp({ input: '9876543210' });
      expect(sent.status).toBe(200);
      expect(envelopeSchema(otpRequestResponseSchema).parse(sent.body).data).toMatchObject({
        input: '9876543210',
        purpose: 'login',
      });
      expect(outbox.at(-1)).toMatchObject({ channel: 'sms', to: '9876543210' });
      expect(outbox.at(-1)?.body).toContain('1234');

      const jar = new CookieJar();
      const wrong = await post(jar, '/api/auth/otp/verify', { input: '9876543210', otp: '9999' });
      expect(wrong.status).toBe(422);
      expect(fieldErrors(wrong.body)).toEqual({ otp: ['The OTP is invalid.'] });
      const right = await post(jar, '/api/auth/otp/verify', { input: '9876543210', otp: '1234' });
      expect(right.status).toBe(200);
      expect(loginEnvelope.parse(right.body).data.user.email).toBe('demo@northwind.test');
      expect(jar.get('sf_session')).toBeDefined();

      const used = await post(new CookieJar(), '/api/auth/otp/verify', {
        input: '9876543210',
        otp: '1234',
      });
      expect(fieldErrors(used.body)).toEqual({
        otp: ['The OTP has expired. Please request a new one.'],
      });
    });

    it('sends at most 3 codes per phone in 10 minutes', async () => {
      const { details } = await register();
      for (let send = 1; send <= 3; send += 1) {
        expect((await requestOtp({ input: details.phone })).status).toBe(200);
      }
      const fourth = await requestOtp({ input: details.phone });
      expect(fourth.status).toBe(429);
      expect(errorEnvelopeSchema.parse(fourth.body).message).toBe(
        'Maximum attempt reached. Please try again later',
      );
      offset = 10 * 60 * 1000 + 1000;
      expect((await requestOtp({ input: details.phone })).status).toBe(200);
    });

    it('voids a code after 5 wrong tries, even for the right code afterwards', async () => {
      const { details } = await register();
      await requestOtp({ input: details.phone });
      const verify = (otp: string) =>
        post(new CookieJar(), '/api/auth/otp/verify', { input: details.phone, otp });
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect((await verify('0000')).status).toBe(422);
      }
      for (const otp of ['0000', '1234']) {
        const answer = await verify(otp);
        expect(answer.status).toBe(429);
        expect(errorEnvelopeSchema.parse(answer.body).message).toBe(
          'Maximum attempt reached. Please try again later',
        );
      }
    });

    it('refuses an expired code', async () => {
      const { details } = await register();
      await requestOtp({ input: details.phone });
      offset = 10 * 60 * 1000 + 1000;
      const answer = await post(new CookieJar(), '/api/auth/otp/verify', {
        input: details.phone,
        otp: '1234',
      });
      expect(fieldErrors(answer.body)).toEqual({
        otp: ['The OTP has expired. Please request a new one.'],
      });
    });

    it('registers by OTP with the details kept until the code is verified', async () => {
      const details = shopper();
      const incomplete = await requestOtp({ input: details.phone, purpose: 'register' });
      expect(fieldErrors(incomplete.body)).toEqual({
        first_name: ['This field is required'],
        last_name: ['This field is required'],
        email: ['This field is required'],
      });
      const taken = await requestOtp({
        input: '9876543210',
        purpose: 'register',
        first_name: 'Asha',
        last_name: 'Verma',
        email: 'someone.new@example.test',
      });
      expect(fieldErrors(taken.body)).toEqual({ input: ['The phone has already been taken.'] });

      const sent = await requestOtp({
        input: details.phone,
        purpose: 'register',
        first_name: details.first_name,
        last_name: details.last_name,
        email: details.email,
      });
      expect(sent.status).toBe(200);
      const jar = new CookieJar();
      const verified = await post(jar, '/api/auth/otp/verify', {
        input: details.phone,
        otp: '1234',
      });
      expect(verified.status).toBe(200);
      const { user } = loginEnvelope.parse(verified.body).data;
      expect(user).toMatchObject({ email: details.email, phone: details.phone });
      expect(user.phone_verified_at).not.toBeNull();
      // An account made by OTP has no password: password login fails until one is set.
      const login = await post(new CookieJar(), '/api/auth/login', {
        email: details.email,
        password: 'anything',
      });
      expect(login.status).toBe(422);
    });
  });

  describe('CSRF', () => {
    const login = (origin: string | undefined, extra: Record<string, string> = {}) =>
      request(server.url, '/api/auth/login', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(origin === undefined ? {} : { origin }),
          ...extra,
        },
        body: JSON.stringify({ email: 'demo@northwind.test', password: 'Demo@1234' }),
      });

    it('refuses a state-changing request from a foreign origin', async () => {
      for (const origin of [
        'https://evil.example',
        'null',
        server.url.replace('127.0.0.1', 'localhost'),
        // the page editor may frame the shop and call the admin API, not act as a shopper
        EDITOR_ORIGIN,
      ]) {
        const answer = await login(origin);
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual({
          status: 'error',
          message: 'Cross-site request refused',
          data: null,
        });
        expect(answer.headers.getSetCookie()).toEqual([]);
      }
    });

    it('accepts the same origin, a proxied origin and no origin', async () => {
      expect((await login(server.url)).status).toBe(200);
      expect((await login(undefined)).status).toBe(200);
      const proxied = await login('https://shop.example', {
        'x-forwarded-host': 'shop.example',
        'x-forwarded-proto': 'https',
      });
      expect(proxied.status).toBe(200);
    });

    it('lets an allowed origin reach the admin API, where the admin token decides', async () => {
      const answer = await request(server.url, '/api/admin/templates/home', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', origin: EDITOR_ORIGIN },
        body: JSON.stringify({ component_data: [] }),
      });
      expect(answer.status, 'past the origin check, refused for want of a token').toBe(401);
      const foreign = await request(server.url, '/api/admin/templates/home', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        body: JSON.stringify({ component_data: [] }),
      });
      expect(foreign.status).toBe(403);
    });

    it('lets reads from any origin through', async () => {
      const answer = await request(server.url, '/api/settings/countries', {
        headers: { origin: 'https://evil.example' },
      });
      expect(answer.status).toBe(200);
    });
  });
});
