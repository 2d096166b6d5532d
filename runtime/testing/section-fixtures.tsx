import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { AnyEndpoint } from '../../schemas/api/endpoint.ts';
import { PriceFormatProvider } from '../../themes/index.ts';
import { ApiProvider } from '../api/api-context.tsx';
import { ApiError } from '../api/api-error.ts';
import {
  type ApiClient,
  clientFromTransport,
  type RequestOptions,
} from '../api/endpoint-client.ts';
import type { StorefrontValues } from '../storefront/initial-values.ts';
import { StorefrontValuesProvider } from '../storefront/use-storefront.ts';

// For stories and component tests of sections: an API answering from a table, and the providers
// a section finds around it in the storefront. Never imported by the storefront itself.

/** How a fixture endpoint answers: data, or a function of the request (which may throw). */
export type FixtureRoute = unknown | ((request: RequestOptions) => unknown);

/** The {@link routeApi} key of a row without path parameters: `POST /api/cart/add-item`. */
export function routeOf(row: Pick<AnyEndpoint, 'method' | 'path'>): string {
  return `${row.method} ${row.path}`;
}

/** A recorded call of a {@link routeApi}. */
export interface FixtureCall {
  method: string;
  path: string;
  options: RequestOptions;
}

/**
 * An API client answering `METHOD /path` (or just `/path` for any method) from `routes`, with the
 * path as the call expands it (`GET /api/blog/first-post`); a route may throw an `ApiError`, and
 * any other path fails with a 404 like a missing endpoint. Answers are parsed with the called
 * row's schema, as the real client does, so a fixture must match the contract. Records every call.
 */
export function routeApi(routes: Record<string, FixtureRoute>): ApiClient & {
  calls: FixtureCall[];
} {
  const calls: FixtureCall[] = [];
  const client = clientFromTransport(async (method, path, options) => {
    calls.push({ method, path, options });
    const route = routes[`${method} ${path}`] ?? routes[path];
    if (route === undefined) throw new ApiError('Not found', { status: 404 });
    const data = typeof route === 'function' ? await route(options) : route;
    return { status: 'success', message: '', data };
  });
  return { calls, call: client.call };
}

export interface SectionProvidersProps {
  api: ApiClient;
  values: StorefrontValues;
  /** Query data to seed, as `[queryKey, data]` pairs. */
  queries?: ReadonlyArray<readonly [readonly unknown[], unknown]> | undefined;
  /** A query client to use (tests inspect it); a fresh one without retries otherwise. */
  client?: QueryClient | undefined;
  children: ReactNode;
}

/** The API, query cache, storefront values and price format a section finds in the storefront. */
export function SectionProviders({
  api,
  values,
  queries = [],
  client: given,
  children,
}: SectionProvidersProps) {
  const [client] = useState(() => {
    const queryClient =
      given ??
      new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    for (const [key, data] of queries) queryClient.setQueryData(key, data);
    return queryClient;
  });
  return (
    <ApiProvider value={api}>
      <QueryClientProvider client={client}>
        <StorefrontValuesProvider value={values}>
          <PriceFormatProvider value={{ currency: values.storefront.channel.currency.code }}>
            {children}
          </PriceFormatProvider>
        </StorefrontValuesProvider>
      </QueryClientProvider>
    </ApiProvider>
  );
}
