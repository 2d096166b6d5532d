import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  type EndpointInput,
  type EndpointRequest,
  type EndpointResult,
  endpoint,
  type PathParams,
} from './endpoint.ts';

const addItem = endpoint({
  method: 'POST',
  path: '/api/cart/:cartId/items',
  access: 'guest',
  schemas: async () => ({
    body: z.object({ product_id: z.number(), quantity: z.number().default(1) }),
    data: z.object({ total_quantity: z.number() }),
  }),
});

const list = endpoint({
  method: 'GET',
  path: '/api/orders/get',
  access: 'customer',
  schemas: async () => ({
    query: z.object({ page: z.coerce.number().optional() }),
    data: z.array(z.string()),
  }),
});

describe('rows type their calls end to end', () => {
  it('names the path parameters of a template', () => {
    expectTypeOf<PathParams<'/api/a/:x/b/:y'>>().toEqualTypeOf<
      Record<'x' | 'y', string | number>
    >();
    expectTypeOf<PathParams<'/api/a'>>().toEqualTypeOf<undefined>();
  });

  it('asks the caller for params and the body as zod input (defaults optional)', () => {
    expectTypeOf<EndpointInput<typeof addItem>>().toEqualTypeOf<
      { params: Record<'cartId', string | number> } & {
        query?: undefined;
      } & { body: { product_id: number; quantity?: number | undefined } }
    >();
  });

  it('lets a query whose fields are all optional be left out', () => {
    expectTypeOf<{ params?: undefined }>().toMatchTypeOf<EndpointInput<typeof list>>();
  });

  it('answers data as the schema output', () => {
    expectTypeOf<EndpointResult<typeof addItem>['data']>().toEqualTypeOf<{
      total_quantity: number;
    }>();
  });

  it('hands the server handler the parsed request', () => {
    expectTypeOf<EndpointRequest<typeof addItem>['body']>().toEqualTypeOf<{
      product_id: number;
      quantity: number;
    }>();
    expectTypeOf<EndpointRequest<typeof addItem>['params']>().toEqualTypeOf<
      Record<'cartId', string>
    >();
  });
});
