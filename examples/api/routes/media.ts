import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Hono } from 'hono';
import { media } from '../../../schemas/api/endpoints.ts';
import { notFound } from '../http/api-error.ts';
import { mountFile } from '../http/mount.ts';

const contentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

// A plain file name: no separators, no leading dot, so no way out of the media folder.
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * `GET /media/{file}`: the store's images from `mediaDir`, cached for a day, then revalidated by
 * their `ETag`. Anything that is
 * not a plain file name of a known image type inside the folder answers 404.
 */
export function mediaRoutes(mediaDir: string): Hono {
  const root = resolve(mediaDir);
  const routes = new Hono();

  mountFile(routes, media.file, async ({ c, params: { file } }) => {
    const type = contentTypes[extname(file).toLowerCase()];
    const path = resolve(join(root, file));
    if (
      !FILE_NAME.test(file) ||
      file.includes('..') ||
      type === undefined ||
      !path.startsWith(root + sep)
    ) {
      throw notFound();
    }
    let bytes: Buffer;
    try {
      bytes = await readFile(path);
    } catch {
      throw notFound();
    }
    // revalidated by its content once the day is over: 304 when unchanged
    const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
    const cacheControl = 'public, max-age=86400';
    const asked = c.req.header('if-none-match');
    if (asked?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return c.body(null, 304, { ETag: etag, 'Cache-Control': cacheControl });
    }
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': type,
      'Cache-Control': cacheControl,
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened directly must not run script or load anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  });

  return routes;
}
