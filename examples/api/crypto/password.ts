import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt parameters for new hashes (RFC 7914's interactive-login figures: ~16 MiB, tens of ms).
const N = 16_384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // Room for the largest parameters `verifyPassword` accepts (128 * N * r bytes, plus slack).
    const maxmem = 256 * (options.N ?? N) * (options.r ?? R);
    scrypt(password, salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error === null ? resolve(key) : reject(error),
    );
  });
}

/** Hashes `password` with scrypt and a random salt, as `scrypt$N$r$p$salt$hash` (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

// A hash to check against when there is no account, so unknown e-mails take as long as wrong
// passwords (no account enumeration by timing).
let decoy: Promise<string> | undefined;

/**
 * Whether `password` matches `stored` (from `hashPassword`), compared in constant time. A
 * missing or malformed hash never matches, but still costs one scrypt run.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = stored === null ? undefined : parseHash(stored);
  if (parsed === undefined) {
    decoy ??= hashPassword('decoy password');
    await verifyPassword(password, await decoy);
    return false;
  }
  const key = await derive(password, parsed.salt, parsed.options);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

function parseHash(stored: string) {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length > 0 || salt === undefined || key === undefined) {
    return undefined;
  }
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  // Bounds keep a tampered row from asking for gigabytes of memory.
  const valid =
    Number.isInteger(options.N) &&
    options.N >= 2 &&
    options.N <= 1 << 20 &&
    Number.isInteger(options.r) &&
    options.r >= 1 &&
    options.r <= 32 &&
    Number.isInteger(options.p) &&
    options.p >= 1 &&
    options.p <= 16;
  if (!valid) return undefined;
  return { options, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}
