import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readInitialValues } from '../../storefront/initial-values.ts';
import { StorefrontValuesProvider } from '../../storefront/use-storefront.ts';
import { useInWishlist, useInWishlistOnServer } from './use-in-wishlist.ts';
import { type CachedWishlist, wishlistQueryKey } from './wishlist-count-query.ts';

function Heart({ id }: { id: number }) {
  return createElement('li', null, `${id}:${useInWishlist(id)}`);
}

function Hearts({ ids }: { ids: number[] }) {
  return createElement(
    'ul',
    null,
    ids.map((id) => createElement(Heart, { key: id, id })),
  );
}

/** The hearts of products `ids` as the server draws them for a guest or a customer. */
async function drawn(ids: number[], isLoggedIn: boolean, wishlist?: CachedWishlist | null) {
  const client = new QueryClient();
  if (wishlist !== undefined) client.setQueryData(wishlistQueryKey, wishlist);
  const values = { ...readInitialValues({}).values, isLoggedIn };
  const routes = [{ path: '/', element: createElement(Hearts, { ids }) }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://shop.test/'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    createElement(
      QueryClientProvider,
      { client },
      createElement(
        StorefrontValuesProvider,
        { value: values },
        createElement(StaticRouterProvider, { router, context }),
      ),
    ),
  );
}

const wishlist: CachedWishlist = {
  items: [{ product_id: 7, pending: true }],
};

describe('a wishlist heart drawn on the server', () => {
  it('reads the query cache, without a query of its own', () => {
    expect(useInWishlist).toBe(useInWishlistOnServer);
  });

  it('is filled for a product on a customer’s wishlist, and only for it', async () => {
    const html = await drawn([7, 8], true, wishlist);
    expect(html).toContain('7:true');
    expect(html).toContain('8:false');
  });

  it('is empty for a guest, whatever the cache holds', async () => {
    expect(await drawn([7], false, wishlist)).toContain('7:false');
  });

  it('is empty when the wishlist could not be read', async () => {
    expect(await drawn([7], true, null)).toContain('7:false');
    expect(await drawn([7], true)).toContain('7:false');
  });
});
