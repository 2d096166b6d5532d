import { createContext, useContext } from 'react';
import type { ApiClient } from './client.ts';

const ApiContext = createContext<ApiClient | null>(null);

/** Provides the API client to sections: the browser's client, with toasts. */
export const ApiProvider = ApiContext.Provider;

/** The API client; throws when used outside `ApiProvider`, which is a programming error. */
export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api)
    throw new Error(
      'useApi() was called outside <ApiProvider>; render the section inside the storefront root.',
    );
  return api;
}
