import {
  HydrationBoundary,
  QueryClientProvider,
  queryOptions,
  useQuery,
} from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createRegistry, defineSection } from '../../registry/index.ts';
import { endpoint, expandPath } from '../../schemas/api/endpoint.ts';
import { templateBoth } from '../../schemas/api/endpoints/content.ts';
import { createSectionValidator } from '../../schemas/section-validator.ts';
import { ApiError } from '../api/api-error.ts';
import type { ApiClient } from '../api/client.ts';
import { parsePageLocation } from '../routing/page-location.ts';
import { routeApi } from '../testing/section-fixtures.tsx';
import { stampedNow } from './dehydrated-time.ts';
import { fetchPageTemplate, loadPage } from './load-page.server.ts';
import { createQueryClient } from './query-client.ts';
import { TemplateRenderer } from './TemplateRenderer.tsx';

const greetingSchema = {
  type: 'object',
  properties: { name: { type: 'string' } },
  required: ['name'],
  additionalProperties: false,
} as const;

/** A section's endpoint, for this test only. */
const greetingRow = endpoint({
  method: 'GET',
  path: '/api/greeting/:name',
  access: 'guest',
  silent: true,
  schemas: async () => ({ data: z.object({ text: z.string() }) }),
});

// The query options are shared by `load` (server) and the component (browser): one definition.
const greetingQuery = (api: ApiClient, name: string) =>
  queryOptions({
    queryKey: ['greeting', name],
    queryFn: async () => (await api.call(greetingRow, { params: { name } })).data,
  });

const fetchedInBrowser = vi.fn();
const browserApi: ApiClient = {
  call: async () => {
    fetchedInBrowser();
    throw new Error('the browser must not fetch what the server prefetched');
  },
};

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

const serverApi = routeApi;
/** The path the server calls for a page's template, and for a greeting: from their rows. */
const templatePath = (id: string) => expandPath(templateBoth.path, { id });
const greetingPath = (name: string) => expandPath(greetingRow.path, { name });

/** The URL of `href` and its page location, as the page route hands them to `loadPage`. */
const at = (href: string) => {
  const url = new URL(href);
  return { url, location: parsePageLocation(url) };
};

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
      [templatePath('hello')]: envelope,
      [greetingPath('asha')]: { text: 'Hi Asha' },
    });
    await loadPage({ ...at('http://shop.test/hello?ref=mail'), api, registry, validate });
    expect(api.calls[0]).toEqual({
      method: 'GET',
      path: templatePath('hello'),
      options: { query: { path: '/hello', ref: 'mail' }, silent: true },
    });
  });

  it('uses a template fetched earlier (alongside the guards) instead of asking again', async () => {
    const api = serverApi({
      [templatePath('hello')]: envelope,
      [greetingPath('asha')]: { text: 'Hi Asha' },
    });
    const where = at('http://shop.test/hello');
    const template = fetchPageTemplate({ ...where, api });
    const page = await loadPage({ ...where, api, registry, validate, template });
    expect(api.calls.map((call) => call.path)).toEqual([
      templatePath('hello'),
      greetingPath('asha'),
    ]);
    expect(page.template.page?.title).toBe('Hello');
  });

  it('validates a shared (frozen) template answer once, and any other on every page', async () => {
    let checks = 0;
    const counting = (definition: { schema: object }, props: unknown) => {
      checks += 1;
      return validate(definition, props);
    };
    const frozen = Object.freeze(structuredClone(envelope));
    const load = (answer: unknown) =>
      loadPage({
        ...at('http://shop.test/hello'),
        api: serverApi({ [greetingPath('asha')]: { text: 'Hi Asha' } }),
        registry,
        validate: counting,
        template: Promise.resolve(answer),
      });
    const first = await load(frozen);
    const second = await load(frozen);
    expect(checks).toBe(1);
    expect(second.template).toBe(first.template);
    await load(structuredClone(envelope));
    await load(structuredClone(envelope));
    expect(checks).toBe(3);
  });

  it('hands the sections whether the request may have a cart', async () => {
    const seen: Array<boolean | undefined> = [];
    const probe = defineSection({
      key: 'cart-probe',
      title: 'Cart probe',
      group: 'test',
      schema: { type: 'object', properties: {}, additionalProperties: false } as const,
      component: async () => ({ default: () => null }),
      load: (_props, ctx) => {
        seen.push(ctx.hasCart);
        return [];
      },
    });
    const api = serverApi({
      [templatePath('hello')]: {
        ...envelope,
        component_data: [{ key: 'cart-probe', id: 'c1', props: {} }],
      },
    });
    const options = {
      ...at('http://shop.test/hello'),
      api,
      registry: createRegistry([probe]),
      validate,
    };
    await loadPage({ ...options, hasCart: false });
    await loadPage(options);
    expect(seen).toEqual([false, true]);
  });

  it('names for the browser each section it renders: its file and when it hydrates', async () => {
    const section = (key: string, hydrate: 'view' | 'intent') =>
      defineSection({
        key,
        title: key,
        group: 'test',
        schema: { type: 'object', properties: {}, additionalProperties: false } as const,
        component: async () => ({ default: () => null }),
        hydrate,
        componentModule: `sections/test/${key}/Component.tsx`,
      });
    const api = serverApi({
      [templatePath('hello')]: {
        ...envelope,
        component_data: [
          { key: 'first', id: 'f1', props: {} },
          { key: 'greeting', id: 'g1', props: { name: 'asha' } },
          { key: 'later', id: 'l1', props: {} },
          { key: 'hidden', id: 'h1', props: {}, hidden: true },
        ],
      },
      [greetingPath('asha')]: { text: 'Hi Asha' },
    });
    const page = await loadPage({
      ...at('http://shop.test/hello'),
      api,
      registry: createRegistry([
        greeting,
        section('first', 'view'),
        section('later', 'intent'),
        section('hidden', 'view'),
      ]),
      validate,
      sectionModules: {
        url: ({ componentModule }) => componentModule && `/${componentModule}.js`,
        preloads: (definitions) =>
          [...definitions].map(({ componentModule }) => `${componentModule}`),
      },
    });
    expect(page.sections).toEqual({
      first: { module: '/sections/test/first/Component.tsx.js', hydrate: 'view' },
      // a component the build could not place: the browser finds it through the whole registry
      greeting: {},
      later: { module: '/sections/test/later/Component.tsx.js', hydrate: 'intent' },
    });
    // only what hydrates with the page is preloaded: its first section
    expect(page.sectionChunks).toEqual(['sections/test/first/Component.tsx']);
  });

  it('prefetches section data on the server so the browser renders it without fetching again', async () => {
    const api = serverApi({
      [templatePath('hello')]: envelope,
      [greetingPath('asha')]: { text: 'Hi Asha' },
    });
    const page = await loadPage({
      ...at('http://shop.test/hello'),
      api,
      registry,
      validate,
    });
    expect(page.bodyClass).toBe('page--hello');

    // what travels to the browser is plain data, stamped with the browser's clock (page route)
    const transported = JSON.parse(JSON.stringify(page)) as typeof page;
    render(
      <QueryClientProvider client={createQueryClient()}>
        <HydrationBoundary state={stampedNow(transported.dehydratedState)}>
          <TemplateRenderer template={transported.template} registry={registry} />
        </HydrationBoundary>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Hi Asha')).toBeInTheDocument();
    expect(fetchedInBrowser).not.toHaveBeenCalled();
  });

  it('gives each section’s load the server’s HTML sanitiser, for HTML its query fetches', async () => {
    const seen: string[] = [];
    const html = defineSection({
      key: 'html-from-api',
      title: 'HTML from the API',
      group: 'test',
      schema: { type: 'object', properties: {}, additionalProperties: false } as const,
      component: async () => ({ default: () => null }),
      load: (_props, ctx) => {
        seen.push(ctx.sanitizeHtml?.('<p>Hi</p><img src="x" onerror="alert(1)">') ?? 'none');
        return [];
      },
    });
    await loadPage({
      ...at('http://shop.test/hello'),
      api: serverApi({
        [templatePath('hello')]: {
          ...envelope,
          component_data: [{ key: 'html-from-api', id: 'h1', props: {} }],
        },
      }),
      registry: createRegistry([html]),
      validate,
    });
    expect(seen).toEqual(['<p>Hi</p><img src="x">']);
  });

  it('still renders the page when a section’s data fails to load', async () => {
    const api = serverApi({ [templatePath('hello')]: envelope });
    const page = await loadPage({
      ...at('http://shop.test/hello'),
      api,
      registry,
      validate,
    });
    expect(page.template.main[0]).toMatchObject({ status: 'ok', key: 'greeting' });
    expect(page.dehydratedState.queries).toHaveLength(0);
  });

  it('reads an older or partly malformed template leniently instead of refusing the page', async () => {
    const old = {
      page_type: 'page',
      page: envelope.page,
      template: { id: 'default', header: [], footer: [] },
      component_data: [{ key: 'greeting', data: { name: 'asha' } }, { props: {} }],
    };
    const api = serverApi({ [templatePath('hello')]: old });
    const page = await loadPage({ ...at('http://shop.test/hello'), api, registry, validate });
    expect(page.template.main[0]).toMatchObject({ status: 'ok', key: 'greeting' });
    expect(page.template.main).toHaveLength(2);
  });

  it('throws the 404 response with the path when the template cannot be had', async () => {
    const api = serverApi({});
    const thrown = await loadPage({
      ...at('http://shop.test/missing'),
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

  it('leaves out a section that renders nothing at this URL: no data, no code, no markup', async () => {
    const loadedCode = vi.fn(async () => ({ default: Greeting }));
    const onlyOnHello = defineSection({
      ...greeting,
      component: loadedCode,
      rendersOn: (url) => url.pathname === '/hello',
    });
    const scoped = createRegistry([onlyOnHello]);
    const envelopeAt = (slug: string) => ({ ...envelope, page: { ...envelope.page, slug } });
    const api = serverApi({
      [templatePath('hello')]: envelopeAt('hello'),
      [templatePath('elsewhere')]: envelopeAt('elsewhere'),
      [greetingPath('asha')]: { text: 'Hi Asha' },
    });

    const away = await loadPage({
      ...at('http://shop.test/elsewhere'),
      api,
      registry: scoped,
      validate,
    });
    expect(away.template.main[0]).toMatchObject({ status: 'ok', key: 'greeting', hidden: true });
    expect(away.dehydratedState.queries).toHaveLength(0);
    expect(loadedCode).not.toHaveBeenCalled();

    const here = await loadPage({
      ...at('http://shop.test/hello'),
      api,
      registry: scoped,
      validate,
    });
    expect(here.template.main[0]).toMatchObject({ status: 'ok', key: 'greeting', hidden: false });
    expect(here.dehydratedState.queries).toHaveLength(1);
    expect(loadedCode).toHaveBeenCalled();
  });

  it('answers a slug a page moved away from with a 301 to its new address, query kept', async () => {
    const api = serverApi({
      [templatePath('old-sale')]: () => {
        throw new ApiError('Page not found', { status: 404, data: { moved_to: '/summer-sale' } });
      },
    });
    const thrown = await loadPage({
      ...at('http://shop.test/old-sale?ref=mail'),
      api,
      registry,
      validate,
    }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(301);
    expect((thrown as Response).headers.get('location')).toBe('/summer-sale?ref=mail');
  });

  it('never redirects off the site, whatever the API says', async () => {
    for (const movedTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const api = serverApi({
        [templatePath('old')]: () => {
          throw new ApiError('Page not found', { status: 404, data: { moved_to: movedTo } });
        },
      });
      const thrown = await loadPage({
        ...at('http://shop.test/old'),
        api,
        registry,
        validate,
      }).catch((error: unknown) => error);
      expect(thrown).toMatchObject({ init: { status: 404 } });
    }
  });
});
