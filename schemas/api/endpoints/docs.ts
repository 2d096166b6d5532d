import { endpoint } from '../endpoint.ts';

// The contract itself, for tools and platform developers (docs/api.md).

/**
 * This API's contract as an OpenAPI 3.1 document, generated from the endpoint table: every
 * operation, its input, its envelope and who may call it. The storefront renders it at `/api/docs`.
 */
export const openapi = endpoint({
  method: 'GET',
  path: '/api/openapi.json',
  access: 'guest',
  silent: true,
  file: true,
  schemas: () => import('zod').then(({ z }) => ({ data: z.never() })),
});
