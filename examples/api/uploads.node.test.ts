import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOMISATION_UPLOAD_MAX_BYTES,
  customisationUploadSchema,
  UPLOAD_NOT_IMAGE_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
} from '../../schemas/api/uploads.ts';
import { ApiError } from './http/api-error.ts';
import { failure } from './http/respond.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { listen, request, type Served } from './testing/http.ts';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function form(bytes: Uint8Array<ArrayBuffer>, name: string, type: string): RequestInit {
  const body = new FormData();
  body.append('file', new File([bytes], name, { type }));
  return { method: 'POST', body };
}

describe('customisation uploads over HTTP', () => {
  let dir: string;
  let server: Served;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sf-uploads-'));
    const app = new Hono();
    app.route('/api', uploadRoutes(dir));
    // Refusals are thrown as ApiError and answered by the API app's error handler, as here.
    app.onError((error, c) =>
      error instanceof ApiError
        ? failure(c, error.status, error.message, error.errors)
        : failure(c, 500, error.message),
    );
    server = await listen(app);
  });

  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stores a picture under a random name and serves it back', async () => {
    const { status, body } = await request(
      server.url,
      '/api/plugins/customisation/upload',
      form(PNG, 'me.png', 'image/png'),
    );
    expect(status).toBe(201);
    const data = customisationUploadSchema.parse((body as { data: unknown }).data);
    expect(data).toMatchObject({ content_type: 'image/png', size: PNG.byteLength });
    expect(await readdir(dir)).toHaveLength(1);
    const served = await fetch(server.url + data.image_path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('judges a file by its bytes: an SVG or a script named .png is refused', async () => {
    for (const init of [
      form(new TextEncoder().encode('<svg onload="alert(1)"/>'), 'x.svg', 'image/svg+xml'),
      form(new TextEncoder().encode('alert(1)'), 'x.png', 'image/png'),
    ]) {
      const { status, body } = await request(server.url, '/api/plugins/customisation/upload', init);
      expect(status).toBe(422);
      expect(body).toMatchObject({ errors: { file: [UPLOAD_NOT_IMAGE_MESSAGE] } });
    }
  });

  it('refuses a picture over 2 MB and a request without a file', async () => {
    const big = new Uint8Array(CUSTOMISATION_UPLOAD_MAX_BYTES + 1);
    big.set(PNG);
    const tooBig = await request(
      server.url,
      '/api/plugins/customisation/upload',
      form(big, 'big.png', 'image/png'),
    );
    expect(tooBig.status).toBe(422);
    expect(tooBig.body).toMatchObject({ errors: { file: [UPLOAD_TOO_LARGE_MESSAGE] } });
    const empty = await request(server.url, '/api/plugins/customisation/upload', {
      method: 'POST',
      body: new FormData(),
    });
    expect(empty.status).toBe(422);
  });

  it('serves only stored names: no other file, no way out of the folder', async () => {
    for (const path of [
      '/api/plugins/customisation/uploads/..%2F..%2Fetc%2Fpasswd',
      '/api/plugins/customisation/uploads/x.png',
    ]) {
      expect((await request(server.url, path)).status).toBe(404);
    }
  });
});
