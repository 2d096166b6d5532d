import { Writable } from 'node:stream';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger, parseLogLevel, REQUEST_ID_HEADER, requestLog } from './logger.ts';

/** A logger at `level` whose JSON lines are collected in `lines`. */
function collected(level: Parameters<typeof createLogger>[0] = 'info') {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, log: createLogger(level, sink) };
}

const abandon = new AbortController();

function shop(log: ReturnType<typeof createLogger>) {
  const app = new Hono();
  app.use(
    '*',
    requestLog(() => log),
  );
  app.get('/assets/*', (c) => c.text('asset'));
  app.get('/echo', (c) => c.text(c.req.header(REQUEST_ID_HEADER) ?? 'none'));
  app.get('/broken', (c) => c.text('Oops', 500));
  // a render that fails because its client went away meanwhile
  app.get('/left', (c) => {
    abandon.abort();
    return c.text('aborted', 500);
  });
  return app;
}

describe('the request log', () => {
  it('gives each request a fresh id, on the request and the answer, and logs one JSON line', async () => {
    const { lines, log } = collected();
    const answer = await shop(log).request('http://shop.test/echo?token=secret-reset-token', {
      headers: { [REQUEST_ID_HEADER]: 'chosen-by-the-client', cookie: 'session=abc' },
    });
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // the render sees the same id; the client's own is not believed
    expect(await answer.text()).toBe(id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      msg: 'request',
      reqId: id,
      method: 'GET',
      path: '/echo',
      status: 200,
    });
    // no query string (reset links carry tokens there), no cookie
    expect(JSON.stringify(lines)).not.toContain('secret-reset-token');
    expect(JSON.stringify(lines)).not.toContain('session=abc');
    expect(typeof lines[0]?.time).toBe('string');
  });

  it('logs a server error at error level and hashed assets only at debug', async () => {
    const { lines, log } = collected('info');
    await shop(log).request('http://shop.test/broken');
    await shop(log).request('http://shop.test/assets/entry.js');
    expect(lines.map((line) => [line.level, line.path, line.status])).toEqual([
      ['error', '/broken', 500],
    ]);
  });

  it('logs a request its client abandoned as information, not as a failure', async () => {
    const { lines, log } = collected('info');
    await shop(log).request('http://shop.test/left', { signal: abandon.signal });
    expect(lines.map((line) => [line.level, line.msg, line.status])).toEqual([
      ['info', 'request aborted by the client', 500],
    ]);
  });

  it('keeps secrets out of what is logged with a request', () => {
    const { lines, log } = collected();
    log.info({
      headers: { cookie: 'session=abc', authorization: 'Bearer t' },
      body: { password: 'p' },
    });
    expect(JSON.stringify(lines)).not.toMatch(/session=abc|Bearer t|"p"/);
  });

  it('reads LOG_LEVEL, refusing a level that does not exist', () => {
    expect(parseLogLevel(undefined)).toBe('info');
    expect(parseLogLevel(' WARN ')).toBe('warn');
    expect(() => parseLogLevel('loud')).toThrow(/LOG_LEVEL must be one of fatal, error/);
  });
});
