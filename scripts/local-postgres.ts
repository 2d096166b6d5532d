import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

// What the scripts that start a throwaway PostgreSQL share (test:postgres, stack, test:stack).

/** The directory of `initdb` and `pg_ctl`: PG_BIN, else Debian's newest, else the PATH. */
export function postgresBin(): string | null {
  if (process.env.PG_BIN && existsSync(join(process.env.PG_BIN, 'pg_ctl')))
    return process.env.PG_BIN;
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const newest = readdirSync(debian)
      .filter((version) => existsSync(join(debian, version, 'bin', 'pg_ctl')))
      .sort((a, b) => Number(b) - Number(a))[0];
    if (newest !== undefined) return join(debian, newest, 'bin');
  }
  const found = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim().replace(/\/pg_ctl$/, '') : null;
}

/** A port nothing listens on, on loopback, chosen by the system. */
export function spareLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
