import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A message the shop "sent" (examples/api/data/outbox.ts). */
export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
}

/** A storefront of its own whose outbox a test reads (support/outbox-shop.ts). */
export interface OutboxShop {
  baseURL: string;
  /** Every message sent so far, oldest first. */
  messages(): OutboxMessage[];
  /** The path of the newest reset link e-mailed to `email` (`/account/reset-password/…`). */
  resetLinkFor(email: string): string;
  stop(): Promise<void>;
}

/** Port of the outbox shop: E2E_OUTBOX_PORT, else four above the main e2e server's. */
const PORT = Number(process.env.E2E_OUTBOX_PORT ?? Number(process.env.E2E_PORT ?? 3107) + 4);

/**
 * Starts the outbox shop on its own port and waits until it says it is listening. Its store is
 * fresh and its own: the main e2e servers are not touched. The shop stops with the test worker,
 * and one that cannot start (its port taken by a shop a killed run left behind) is an error, never
 * a test talking to the other shop.
 */
export async function startOutboxShop(): Promise<OutboxShop> {
  const folder = mkdtempSync(join(tmpdir(), 'sf-outbox-'));
  const file = join(folder, 'outbox.jsonl');
  writeFileSync(file, '');
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/e2e/support/outbox-shop.ts'],
    {
      env: { ...process.env, PORT: String(PORT), OUTBOX_FILE: file, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const stopWithWorker = () => child.kill('SIGKILL');
  process.once('exit', stopWithWorker);
  const baseURL = `http://localhost:${PORT}`;
  try {
    await new Promise<void>((ready, failed) => {
      const timer = setTimeout(
        () => failed(new Error('the outbox shop did not start within 60 s')),
        60_000,
      );
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes(`outbox shop ready on ${PORT}`)) {
          clearTimeout(timer);
          ready();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        failed(new Error(`the outbox shop exited with ${code} (is port ${PORT} taken?)`));
      });
    });
  } catch (error) {
    child.kill('SIGKILL');
    process.off('exit', stopWithWorker);
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }

  const messages = () =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as OutboxMessage);

  return {
    baseURL,
    messages,
    resetLinkFor(email) {
      const message = messages().findLast((m) => m.channel === 'email' && m.to === email);
      const link = /\/account\/reset-password\/[^/\s]+\/[A-Za-z0-9_-]+/.exec(message?.body ?? '');
      if (!link) throw new Error(`no reset link was e-mailed to ${email}`);
      return link[0];
    },
    async stop() {
      process.off('exit', stopWithWorker);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
