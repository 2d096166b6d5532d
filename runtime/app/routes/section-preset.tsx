import { HydrationBoundary } from '@tanstack/react-query';
import { data, useLoaderData } from 'react-router';
import { CURRENT_SCHEMA_VERSION } from '../../../schemas/template.ts';
import { prepareTemplate } from '../../render/load-page.server.ts';
import { TemplateRenderer } from '../../render/TemplateRenderer.tsx';
import { guardRules } from '../../routing/guard-rules.ts';
import { runGuards } from '../../routing/guards.ts';
import { parsePageLocation } from '../../routing/page-location.ts';
import { validateSectionOnServer } from '../../server/section-validator.server.ts';
import { registry } from '../../storefront/registry.ts';
import type { Route } from './+types/section-preset.ts';

/** What the root layout reads from a route's `handle` to draw a bare document. */
export interface BareDocumentHandle {
  /** Only the route's content: no scripts, no shell services, no floating buttons. */
  bareDocument: true;
}

/**
 * One section preset rendered alone (SECTION_PRESET_PATH): the still picture the editor's section
 * picker shows of it, with the shop's own components, data and theme. The same guards as a page
 * (a password-protected shop shows its password page here too). Server HTML only: the page
 * neither loads nor hydrates the app, so each picture costs the picker no JavaScript; public and
 * cached a while, like any page that differs by nothing but its URL. 404 for an unknown section
 * or preset.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const location = parsePageLocation(url);
  await runGuards(guardRules, {
    url,
    location,
    request,
    api: context.api,
    setCookie: (cookie) => context.setCookies.push(cookie),
  });
  const definition = registry.resolve(params.key);
  const preset = definition?.presets?.[Number(params.preset)];
  if (!definition || !preset || !/^\d+$/.test(params.preset)) {
    throw data(null, { status: 404, statusText: 'Page Not Found' });
  }
  const page = await prepareTemplate(
    {
      schema_version: CURRENT_SCHEMA_VERSION,
      page_type: 'page',
      page: null,
      template: { id: 'preset', header: [], footer: [] },
      component_data: [
        { key: definition.key, id: `preset-${definition.key}`, props: preset.props },
      ],
    },
    {
      url,
      location,
      api: context.api,
      registry,
      validate: validateSectionOnServer,
      pageKey: location.pageKey,
    },
  );
  return data(
    { ...page, title: `${definition.title}: ${preset.name}` },
    { headers: { 'Cache-Control': 'public, max-age=300', 'X-Robots-Tag': 'noindex' } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: preset }) => [
  { title: preset ? `Preview of ${preset.title}` : 'Section preview' },
  { name: 'robots', content: 'noindex' },
];

export const handle: BareDocumentHandle = { bareDocument: true };

export default function SectionPreset() {
  const preset = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={preset.dehydratedState}>
      <TemplateRenderer template={preset.template} registry={registry} />
    </HydrationBoundary>
  );
}
