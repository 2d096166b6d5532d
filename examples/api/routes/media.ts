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
 * `GET /media/{file}`: the store's images from `mediaDir`, cached for a day. Anything that is
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
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': type,
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened directly must not run script or load anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  });

  return routes;
}
