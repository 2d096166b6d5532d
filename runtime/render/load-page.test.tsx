import {
  HydrationBoundary,
  QueryClientProvider,
  queryOptions,
  useQuery,
} from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createRegistry, defineSection } from '../../registry/index.ts';
import { createSectionValidator } from '../../schemas/section-validator.ts';
import { ApiError } from '../api/api-error.ts';
import type { ApiClient } from '../api/client.ts';
import { loadPage } from './load-page.server.ts';
import { createQueryClient } from './query-client.ts';
import { TemplateRenderer } from './TemplateRenderer.tsx';

const greetingSchema = {
  type: 'object',
  properties: { name: { type: 'string' } },
  required: ['name'],
  additionalProperties: false,
} as const;

// The query options are shared by `load` (server) and the component (browser): one definition.
const greetingQuery = (api: Pick<ApiClient, 'get'>, name: string) =>
  queryOptions({
    queryKey: ['greeting', name],
    queryFn: async () => (await api.get<{ text: string }>(`/api/greeting/${name}`)).data,
  });

const fetchedInBrowser = vi.fn();
const browserApi = {
  get: async () => {
    fetchedInBrowser();
    throw new Error('the browser must not fetch what the server prefetched');
  },
} as unknown as ApiClient;

function Greeting({ name }: { name: string }) {
  const { data } = useQuery(greetingQuery(browserApi, name));
  return <p>{data ? data.text : 'Loading…'}</p>;
}

const greeting = defineSection({
  key: 'greeting',
  title: 'Greeting',
  group: 'test',
  schema: greetingSchema,
  component: async () => ({ default: Greeting }),
  load: (props, ctx) => [greetingQuery(ctx.api, props.name)],
});
const registry = createRegistry([greeting]);
const validator = createSectionValidator({ sanitizeHtml: (html) => html });
const validate = (definition: { schema: object }, props: unknown) =>
  validator.validate(definition.schema, props);

function serverApi(routes: Record<string, unknown>): ApiClient {
  const get = vi.fn(async (path: string) => {
    if (!(path in routes)) throw new ApiError('Page not found', { status: 404 });
    return { status: 'success' as const, message: '', data: routes[path] };
  });
  return { get, post: get, put: get, patch: get, delete: get } as unknown as ApiClient;
}

const envelope = {
  schema_version: 1,
  page_type: 'page',
  page: { id: 3, slug: 'hello', parent_slug: null, title: 'Hello' },
  template: { id: 'default', header: [], footer: [] },
  component_data: [{ key: 'greeting', id: 'g1', props: { name: 'asha' } }],
};

describe('loadPage', () => {
  it('asks the API for the page key with the path and query', async () => {
    const api = serverApi({
      '/api/templateBoth/hello': envelope,
      '/api/greeting/asha': { text: 'Hi Asha' },
    });
    await loadPage({ url: new URL('http://shop.test/hello?ref=mail'), api, registry, validate });
    expect(api.get).toHaveBeenCalledWith('/api/templateBoth/hello', {
      query: { path: '/hello', ref: 'mail' },
      silent: true,
    });
  });

  it('prefetches section data on the server so the browser renders it without fetching again', async () => {
    const api = serverApi({
      '/api/templateBoth/hello': envelope,
      '/api/greeting/asha': { text: 'Hi Asha' },
    });
    const page = await loadPage({
      url: new URL('http://shop.test/hello'),
      api,
      registry,
      validate,
    });
    expect(page.bodyClass).toBe('page--hello');

    // what travels to the browser is plain data
    const transported = JSON.parse(JSON.stringify(page)) as typeof page;
    render(
      <QueryClientProvider client={createQueryClient()}>
        <HydrationBoundary state={transported.dehydratedState}>
          <TemplateRenderer template={transported.template} registry={registry} />
        </HydrationBoundary>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Hi Asha')).toBeInTheDocument();
    expect(fetchedInBrowser).not.toHaveBeenCalled();
  });

  it('still renders the page when a section’s data fails to load', async () => {
    const api = serverApi({ '/api/templateBoth/hello': envelope });
    const page = await loadPage({
      url: new URL('http://shop.test/hello'),
      api,
      registry,
      validate,
    });
    expect(page.template.main[0]).toMatchObject({ status: 'ok', key: 'greeting' });
    expect(page.dehydratedState.queries).toHaveLength(0);
  });

  it('throws the 404 response with the path when the template cannot be had', async () => {
    const api = serverApi({});
    const thrown = await loadPage({
      url: new URL('http://shop.test/missing'),
      api,
      registry,
      validate,
    }).catch((error: unknown) => error);
    expect(
      isRouteErrorResponse(thrown) ||
        (thrown as { type?: string })?.type === 'DataWithResponseInit',
    ).toBe(true);
    expect(thrown).toMatchObject({ init: { status: 404 }, data: { path: '/missing' } });
  });
});
