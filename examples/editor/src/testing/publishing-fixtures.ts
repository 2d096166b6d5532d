import { vi } from 'vitest';
import type { ManifestEntryMessage } from '../../../../editor-bridge/protocol.ts';
import type { AdminTemplate } from '../../../../schemas/api/publishing.ts';
import type { Section } from '../../../../schemas/template.ts';

/** A manifest of one section: rich text with a required `html` and no other props. */
export const richTextManifest: ManifestEntryMessage[] = [
  {
    key: 'rich-text',
    title: 'Rich text',
    group: 'content',
    schema: {
      type: 'object',
      properties: { html: { type: 'string', minLength: 1 } },
      required: ['html'],
      additionalProperties: false,
    },
    presets: [{ name: 'Heading and paragraph', props: { html: '<h2>Hi</h2>' } }],
    pageTypes: null,
  },
];

/** A rich-text section. */
export const rich = (id: string, html: string): Section => ({
  key: 'rich-text',
  id,
  props: { html },
});

/** An admin template of page `sale` at `version`, with `sections`. */
export function adminTemplate(
  sections: Section[],
  version: number,
  editing: Partial<AdminTemplate['editing']> = {},
): AdminTemplate {
  return {
    template: { id: 'default', header: [], footer: [] },
    page: {
      id: 9,
      slug: 'sale',
      parent_slug: null,
      title: 'Sale',
      meta_title: null,
      meta_description: null,
      image: null,
      is_active: true,
    },
    page_type: 'page',
    component_data: sections,
    schema_version: 1,
    editing: {
      version,
      has_draft: false,
      published: true,
      published_at: '2026-05-01T10:00:00.000Z',
      draft_saved_at: null,
      deletable: true,
      ...editing,
    },
  };
}

/** A call the fake storefront received. */
export interface Received {
  method: string;
  path: string;
  ifMatch: string | null;
  body: unknown;
}

/**
 * A fake storefront's fetch: answers each `METHOD /path` with the next of its answers
 * (`[status, data or error envelope]`), and records every request.
 */
export function fakeStorefront(answers: Record<string, Array<[number, unknown]>>) {
  const received: Received[] = [];
  const fetch = vi.fn(async (url: URL | string, init: RequestInit = {}) => {
    const path = new URL(String(url)).pathname;
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    received.push({
      method,
      path,
      ifMatch: headers['If-Match'] ?? null,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const next = answers[`${method} ${path}`]?.shift();
    if (!next)
      return new Response(JSON.stringify({ status: 'error', message: 'Not found' }), {
        status: 404,
      });
    const [status, payload] = next;
    const body =
      status < 400
        ? { status: 'success', message: '', data: payload }
        : { status: 'error', ...(payload as object) };
    return new Response(JSON.stringify(body), { status });
  });
  return { fetch, received };
}
