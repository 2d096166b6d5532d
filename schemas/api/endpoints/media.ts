import { endpoint } from '../endpoint.ts';

// The store's images. Rows of the endpoint table: see schemas/api/endpoint.ts.

/**
 * One of the store's images by its file name, cached for a day; an `<img>` fetches it by itself,
 * at `endpointUrl(file, { params: { file: 'hero.svg' } })`.
 */
export const file = endpoint({
  method: 'GET',
  path: '/api/media/:file',
  access: 'guest',
  silent: true,
  file: true,
  schemas: () => import('../image.ts').then((m) => ({ data: m.imageFileSchema })),
});
