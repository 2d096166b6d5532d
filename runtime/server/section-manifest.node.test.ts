import type { ServerBuild } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SECTION_MANIFEST_PATH, sectionManifestSchema } from '../../editor-bridge/protocol.ts';
import type { ManifestEntry } from '../../registry/index.ts';
import { registry } from '../storefront/registry.ts';
import type { ApiBackend } from './api-backend.ts';
import { NO_SECTION_MANIFEST } from './section-manifest.ts';
import { createStorefrontApp } from './storefront-app.ts';

const spacer: ManifestEntry = {
  key: 'spacer',
  title: 'Spacer',
  group: 'content',
  schema: { type: 'object', properties: { size: { type: 'string', default: 'md' } } },
  presets: [{ name: 'Large', props: { size: 'lg' } }],
  pageTypes: null,
};

// Only what the manifest route reads: pages are never rendered here.
const buildWith = (entryModule: Record<string, unknown>) =>
  ({
    entry: { module: { default: () => new Response(), ...entryModule } },
  }) as unknown as ServerBuild;

const backend: ApiBackend = {
  handle: async () => new Response('api'),
  fetch: globalThis.fetch,
  baseURL: 'http://storefront.internal',
};

const app = (build: ServerBuild | (() => Promise<ServerBuild>)) =>
  createStorefrontApp({ build, backend, config: { editorOrigins: ['http://localhost:3001'] } });

describe('the section manifest endpoint', () => {
  it('answers the server registry’s manifest as JSON, never cached', async () => {
    const response = await app(buildWith({ sectionManifest: () => [spacer] })).request(
      SECTION_MANIFEST_PATH,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.json()).toEqual([spacer]);
  });

  it('reads the build on every request, so the development server follows reloads', async () => {
    let manifest = [spacer];
    const build = vi.fn(async () => buildWith({ sectionManifest: () => manifest }));
    const storefront = app(build);
    expect(await (await storefront.request(SECTION_MANIFEST_PATH)).json()).toEqual([spacer]);
    manifest = [];
    expect(await (await storefront.request(SECTION_MANIFEST_PATH)).json()).toEqual([]);
  });

  it('says what is missing when the server entry does not export the manifest', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await app(buildWith({})).request(SECTION_MANIFEST_PATH);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: NO_SECTION_MANIFEST });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('sectionManifest'));
    error.mockRestore();
  });

  it('lives apart from /api, which still goes to the API backend', async () => {
    const response = await app(buildWith({ sectionManifest: () => [] })).request('/api/settings');
    expect(await response.text()).toBe('api');
  });

  it('is exported by the server entry with every registered section, in the bridge’s shape', async () => {
    const { sectionManifest } = await import('../app/entry.server.tsx');
    const manifest = sectionManifest();
    expect(manifest.map((entry) => entry.key)).toEqual(registry.keys());
    expect(manifest.find((entry) => entry.key === 'rich-text')?.schema).toMatchObject({
      type: 'object',
    });
    expect(sectionManifestSchema.safeParse(JSON.parse(JSON.stringify(manifest))).success).toBe(
      true,
    );
  });
});
