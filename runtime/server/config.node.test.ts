import { spawnSync } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import * as auth from '../../schemas/api/endpoints/auth.ts';
import { backendFromConfig } from './backend-from-config.ts';
import { readConfig } from './config.ts';

const DEMO_PHONE = '9876543210';

/** Posts JSON to the backend the way the browser's `/api` calls reach it. */
async function post(
  handle: (request: Request) => Promise<Response>,
  path: string,
  body: unknown,
  cookie = '',
) {
  const response = await handle(
    new Request(`http://localhost:3000${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, cookies: response.headers.getSetCookie() };
}

describe('OTP_FIXED_CODE', () => {
  it('makes the embedded API of `npm start` send that code, so the demo customer signs in with it', async () => {
    const config = readConfig({ OTP_FIXED_CODE: '1234', DATA_DIR: 'memory://' });
    expect(config.warnings).toEqual([
      'OTP_FIXED_CODE is set: every one-time code is 1234, so anyone can sign in as anyone. Tests and demos only, never a real shop.',
    ]);
    const { backend, close } = await backendFromConfig(config);
    try {
      const sent = await post(backend.handle, auth.otpRequest.path, { input: DEMO_PHONE });
      expect(sent.status).toBe(200);
      const verified = await post(backend.handle, auth.otpVerify.path, {
        input: DEMO_PHONE,
        otp: '1234',
      });
      expect(verified.status).toBe(200);
      expect(verified.cookies.some((cookie) => cookie.startsWith('sf_session='))).toBe(true);
    } finally {
      await close();
    }
  });

  it('is refused at start-up unless it is exactly 4 digits, naming the variable', () => {
    for (const value of ['12345', '12a4', '123']) {
      expect(() => readConfig({ OTP_FIXED_CODE: value })).toThrow(
        `OTP_FIXED_CODE must be exactly 4 digits, got "${value}"`,
      );
    }
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'runtime/server/main.ts'], {
      env: { ...process.env, OTP_FIXED_CODE: '12345', PORT: '0', DATA_DIR: 'memory://' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('OTP_FIXED_CODE must be exactly 4 digits, got "12345"');
  });

  it('is ignored, with a warning, when API_URL points at another platform', () => {
    const config = readConfig({ OTP_FIXED_CODE: '1234', API_URL: 'https://api.example-shop.com' });
    expect(config.otpFixedCode).toBeNull();
    expect(config.warnings).toEqual([
      'OTP_FIXED_CODE is ignored: API_URL is set, so the embedded API that would use it does not run.',
    ]);
  });
});

describe('STORE_URL', () => {
  it("defaults to the server's own origin, and is what the embedded API puts in reset e-mails", async () => {
    expect(readConfig({ PORT: '4321' }).storeUrl).toBe('http://localhost:4321');
    const config = readConfig({ DATA_DIR: 'memory://', STORE_URL: 'https://shop.example.com/' });
    const { backend, close } = await backendFromConfig(config);
    // the embedded API delivers e-mails to the server log
    const outbox = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      const asked = await post(backend.handle, auth.reset.path, { email: 'demo@northwind.test' });
      expect(asked.status).toBe(200);
      expect(outbox.mock.calls.flat().join('\n')).toContain(
        'https://shop.example.com/account/reset-password/',
      );
    } finally {
      outbox.mockRestore();
      await close();
    }
  });

  it('is refused at start-up unless it is an http(s) URL, naming the variable', () => {
    for (const value of ['shop.example.com', 'ftp://shop.example.com']) {
      expect(() => readConfig({ STORE_URL: value })).toThrow(
        `STORE_URL must be an absolute http(s) URL, got "${value}"`,
      );
    }
  });
});

describe('PAGE_S_MAXAGE, PAGE_SWR and CDN_PURGE_URL (issue 22)', () => {
  it('default to 60 s in the CDN, 600 s stale, and no purger', () => {
    const config = readConfig({});
    expect(config.pageCache).toEqual({ sMaxAge: 60, staleWhileRevalidate: 600 });
    expect(config.cdnPurgeUrl).toBeNull();
  });

  it('are read from the environment', () => {
    const config = readConfig({
      PAGE_S_MAXAGE: '30',
      PAGE_SWR: '0',
      CDN_PURGE_URL: 'http://varnish:6081/',
    });
    expect(config.pageCache).toEqual({ sMaxAge: 30, staleWhileRevalidate: 0 });
    expect(config.cdnPurgeUrl).toBe('http://varnish:6081/');
  });

  it('are refused at start-up when malformed, naming the variable', () => {
    expect(() => readConfig({ PAGE_S_MAXAGE: '-1' })).toThrow('PAGE_S_MAXAGE');
    expect(() => readConfig({ PAGE_SWR: 'soon' })).toThrow('PAGE_SWR');
    expect(() => readConfig({ CDN_PURGE_URL: 'varnish:6081' })).toThrow('CDN_PURGE_URL');
  });
});

describe('PAGE_STORE_MB (issue 17)', () => {
  it('keeps 32 MiB of pages per process unless told otherwise; 0 keeps none', () => {
    expect(readConfig({}).pageStoreBytes).toBe(32 * 1024 * 1024);
    expect(readConfig({ PAGE_STORE_MB: '8' }).pageStoreBytes).toBe(8 * 1024 * 1024);
    expect(readConfig({ PAGE_STORE_MB: '0' }).pageStoreBytes).toBe(0);
  });

  it('is refused at start-up when malformed, naming the variable', () => {
    expect(() => readConfig({ PAGE_STORE_MB: 'lots' })).toThrow('PAGE_STORE_MB');
    expect(() => readConfig({ PAGE_STORE_MB: '-4' })).toThrow('PAGE_STORE_MB');
  });
});
