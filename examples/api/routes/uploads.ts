import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_PREFIX, endpointUrl } from '../../../schemas/api/endpoint.ts';
import { plugins } from '../../../schemas/api/endpoints.ts';
import { VALIDATION_FAILED_MESSAGE } from '../../../schemas/api/index.ts';
import {
  CUSTOMISATION_UPLOAD_MAX_BYTES,
  type CUSTOMISATION_UPLOAD_TYPES,
  UPLOAD_NOT_IMAGE_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
} from '../../../schemas/api/uploads.ts';
import { ApiError } from '../http/api-error.ts';
import { mount, mountFile } from '../http/mount.ts';
import { failure } from '../http/respond.ts';

/** Where uploads are kept unless told otherwise: beside the embedded database. */
export const DEFAULT_UPLOADS_DIR = resolve('.data', 'uploads');

type ImageType = (typeof CUSTOMISATION_UPLOAD_TYPES)[number];

const EXTENSIONS: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
const TYPES_BY_EXTENSION: Record<string, ImageType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};
// uuid.ext, nothing else: no way out of the folder, no other file served
const STORED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif)$/;
// multipart boundaries and headers around the file
const MULTIPART_OVERHEAD = 16 * 1024;

/** The picture type of `bytes` by their signature, whatever the browser claimed; `null` for none. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (...signature: number[]) => signature.every((byte, at) => bytes[at] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  const riff = starts(0x52, 0x49, 0x46, 0x46);
  const webp = bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50;
  return riff && webp ? 'image/webp' : null;
}

/**
 * `POST /plugins/customisation/upload` and `GET /plugins/customisation/uploads/{file}`: a shopper's
 * picture for a customisable product (spec §3 `image_path`). One multipart `file`, a PNG, JPEG,
 * WebP or GIF by its first bytes (not by its name or claimed type), at most 2 MB, stored under a
 * random name in `dir` and served back with `nosniff` and a sandboxing CSP. Anyone may upload, as
 * anyone may fill a cart; the random name is the only way to find a picture again.
 */
export function uploadRoutes(dir: string = DEFAULT_UPLOADS_DIR): Hono {
  const root = resolve(dir);
  const routes = new Hono();
  const tooLarge = { file: [UPLOAD_TOO_LARGE_MESSAGE] };
  const notImage = () =>
    new ApiError(422, VALIDATION_FAILED_MESSAGE, { file: [UPLOAD_NOT_IMAGE_MESSAGE] });

  // Refuses an oversized body before it is read; the row's route is mounted right after.
  routes.use(
    plugins.uploadCustomisation.path.slice(API_PREFIX.length),
    bodyLimit({
      maxSize: CUSTOMISATION_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD,
      onError: (c) => failure(c, 422, VALIDATION_FAILED_MESSAGE, tooLarge),
    }),
  );

  // The body is multipart form data, read here: the row has no JSON body schema.
  mount(routes, plugins.uploadCustomisation, async ({ c }) => {
    let file: unknown;
    try {
      file = (await c.req.parseBody()).file;
    } catch {
      throw notImage();
    }
    if (!(file instanceof File) || file.size === 0) throw notImage();
    if (file.size > CUSTOMISATION_UPLOAD_MAX_BYTES) {
      throw new ApiError(422, VALIDATION_FAILED_MESSAGE, tooLarge);
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImageType(bytes);
    if (type === null) throw notImage();
    const name = `${randomUUID()}.${EXTENSIONS[type]}`;
    await mkdir(root, { recursive: true });
    await writeFile(join(root, name), bytes, { flag: 'wx' });
    return {
      data: {
        image_path: endpointUrl(plugins.customisationPicture, { params: { file: name } }),
        content_type: type,
        size: bytes.byteLength,
      },
      status: 201,
    };
  });

  mountFile(routes, plugins.customisationPicture, async ({ c, params: { file } }) => {
    const match = STORED_NAME.exec(file);
    const type = match?.[1] ? TYPES_BY_EXTENSION[match[1]] : undefined;
    if (!type) return failure(c, 404, 'Not found');
    let bytes: Buffer;
    try {
      bytes = await readFile(join(root, file));
    } catch {
      return failure(c, 404, 'Not found');
    }
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': type,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });

  return routes;
}
