import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SECTION_MANIFEST_PATH } from '../../editor-bridge/protocol.ts';
import { storefrontSchema } from '../../schemas/api/storefront.ts';
import type { PreviewOverride } from '../render/preview-store.ts';
import { DEFAULT_STOREFRONT_VALUES } from '../storefront/default-storefront-values.ts';
import { registry } from '../storefront/registry.ts';
import { type BridgeHost, type PageTools, startEditorBridge } from './child.ts';
import { NO_PREVIEW_SCHEMA } from './preview-validator.ts';

// postmate's Model, answering the handshake at once: the test holds the model the bridge offers
// the editor and every message the bridge emits.
const postmate = vi.hoisted(() => ({
  model: undefined as Record<string, (data: unknown) => void> | undefined,
  emitted: [] as [string, unknown][],
}));
vi.mock('postmate', () => ({
  default: {
    Model: function Model(model: Record<string, (data: unknown) => void>) {
      postmate.model = model;
      return Promise.resolve({
        emit: (name: string, payload: unknown) => postmate.emitted.push([name, payload]),
      });
    },
  },
}));

const host: BridgeHost = {
  handshake: new MessageEvent('message', { origin: 'http://localhost:3001', source: window }),
  navigate: vi.fn(),
  location: () => ({ pathname: '/about-us', search: '', hash: '', key: 'first' }),
};

let tools: { [K in keyof PageTools]: PageTools[K] };
beforeEach(() => {
  postmate.model = undefined;
  postmate.emitted = [];
  tools = {
    registry,
    enterPreview: vi.fn(),
    showOverride: vi.fn(),
    resetOverride: vi.fn(),
    preloadSectionComponents: vi.fn(async () => {}),
    showStorefront: vi.fn(),
  };
});
afterEach(() => vi.unstubAllGlobals());

const serverAnswers = (response: () => Response) => {
  const fetch = vi.fn(async () => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
};
const emitted = (name: string) =>
  postmate.emitted.filter(([emittedName]) => emittedName === name).map(([, payload]) => payload);
const push = (html: string) =>
  postmate.model?.loadTemplate?.({
    component_data: [{ key: 'rich-text', id: 'intro', props: { html } }],
  });

describe('startEditorBridge', () => {
  it('sends ready with the manifest the storefront server answers, before the location', async () => {
    const fetch = serverAnswers(() => Response.json(registry.manifest()));
    await startEditorBridge(host, tools);
    expect(fetch).toHaveBeenCalledWith(SECTION_MANIFEST_PATH, expect.anything());
    expect(emitted('ready')).toEqual([{ manifest: registry.manifest() }]);
    expect(postmate.emitted.map(([name]) => name).slice(0, 2)).toEqual(['ready', 'fullURL']);
  });

  it('tells the editor the page key of where the storefront is', async () => {
    serverAnswers(() => Response.json(registry.manifest()));
    const location = () => ({
      pathname: '/x/product/blue-shirt',
      search: '?sku=BS-1',
      hash: '',
      key: 'k',
    });
    await startEditorBridge({ ...host, location }, tools);
    expect(emitted('fullURL')).toEqual([
      {
        url: `${window.location.origin}/x/product/blue-shirt?sku=BS-1`,
        path: '/x/product/blue-shirt?sku=BS-1',
        pageKey: 'BS-1',
      },
    ]);
  });

  it('sanitises pushed HTML with the schema from that manifest', async () => {
    serverAnswers(() => Response.json(registry.manifest()));
    await startEditorBridge(host, tools);
    push('<p onclick="steal()">Hi<script>steal()</script></p>');
    await vi.waitFor(() => expect(tools.showOverride).toHaveBeenCalled());
    const [override] = vi.mocked(tools.showOverride).mock.calls[0] ?? [];
    expect(override?.main?.[0]).toMatchObject({ status: 'ok', props: { html: '<p>Hi</p>' } });
    expect(emitted('sectionError')).toEqual([]);
  });

  it('tells the editor why it has no sections when the manifest cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    serverAnswers(() => new Response('down', { status: 500 }));
    await startEditorBridge(host, tools);
    expect(emitted('ready')).toEqual([
      { manifest: [], error: expect.stringContaining(`${SECTION_MANIFEST_PATH}): the server`) },
    ]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('answered 500'));
    // the preview stays usable: it still reports where it is
    expect(emitted('fullURL')).toHaveLength(1);
    error.mockRestore();
  });

  it('refuses pushed sections while it has no schema to check their HTML', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serverAnswers(() => new Response('down', { status: 500 }));
    await startEditorBridge(host, tools);
    push('<p onclick="steal()">Hi</p>');
    await vi.waitFor(() => expect(emitted('sectionError')).toHaveLength(1));
    expect(emitted('sectionError')).toEqual([
      { id: 'intro', key: 'rich-text', errors: [{ path: '/', message: NO_PREVIEW_SCHEMA }] },
    ]);
    vi.mocked(console.error).mockRestore();
  });

  it('re-validates and shows only the section updateSection names', async () => {
    serverAnswers(() => Response.json(registry.manifest()));
    await startEditorBridge(host, tools);
    postmate.model?.loadTemplate?.({
      component_data: [
        { key: 'rich-text', id: 'intro', props: { html: '<p>One</p>' } },
        { key: 'spacer', id: 'gap', props: {} },
      ],
    });
    postmate.model?.updateSection?.({
      id: 'intro',
      props: { html: '<p>Two<script>x()</script></p>' },
    });
    await vi.waitFor(() => expect(tools.showOverride).toHaveBeenCalledTimes(2));
    // in order: the template, then the section over it, the rest of the template kept as it was
    const [[pushed], [updated]] = vi.mocked(tools.showOverride).mock.calls as [
      [PreviewOverride],
      [PreviewOverride],
    ];
    expect(updated.main).toBe(pushed.main);
    expect(updated.sections).toEqual({
      intro: {
        status: 'ok',
        id: 'intro',
        key: 'rich-text',
        props: { html: '<p>Two</p>', align: 'left', width: 'normal' },
        hidden: false,
      },
    });
  });

  it('reports a section updateSection made invalid, with its errors', async () => {
    serverAnswers(() => Response.json(registry.manifest()));
    await startEditorBridge(host, tools);
    push('<p>One</p>');
    postmate.model?.updateSection?.({ id: 'intro', props: { html: 3 } });
    await vi.waitFor(() => expect(emitted('sectionError')).toHaveLength(1));
    expect(emitted('sectionError')).toEqual([
      { id: 'intro', key: 'rich-text', errors: [expect.objectContaining({ path: '/html' })] },
    ]);
    expect(vi.mocked(tools.showOverride).mock.calls.at(-1)?.[0].sections?.intro).toMatchObject({
      status: 'invalid',
    });
  });

  it('updates a section of the page’s own template, found by its rendered key', async () => {
    serverAnswers(() => Response.json(registry.manifest()));
    document.body.innerHTML = '<div data-section-id="own" data-section-key="rich-text"></div>';
    await startEditorBridge(host, tools);
    postmate.model?.updateSection?.({ id: 'own', props: { html: '<p>Edited</p>' } });
    await vi.waitFor(() => expect(tools.showOverride).toHaveBeenCalled());
    expect(vi.mocked(tools.showOverride).mock.calls[0]?.[0]).toEqual({
      locationKey: 'first',
      sections: {
        own: expect.objectContaining({
          props: expect.objectContaining({ html: '<p>Edited</p>' }),
        }),
      },
    });
    document.body.innerHTML = '';
  });

  it('answers selectSection with where the section is on the page', async () => {
    serverAnswers(() => Response.json(registry.manifest()));
    document.body.innerHTML = '<div data-section-id="far" data-section-key="spacer"></div>';
    await startEditorBridge(host, tools);
    postmate.model?.selectSection?.({ id: 'far' });
    await vi.waitFor(() => expect(emitted('sectionPosition')).toHaveLength(1));
    expect(emitted('sectionPosition')).toEqual([{ id: 'far', top: 0, height: 0 }]);
    expect(
      document.querySelector('[data-section-id="far"]')?.hasAttribute('data-editor-selected'),
    ).toBe(true);
    document.body.innerHTML = '';
  });

  it('swaps the theme variables and shows the edited store settings on previewStorefront, and takes them back', async () => {
    serverAnswers(() => Response.json(registry.manifest()));
    await startEditorBridge(host, tools);
    const storefront = storefrontSchema.parse({
      ...DEFAULT_STOREFRONT_VALUES.storefront,
      theme_color: '#0f766e',
      store_notice_message: 'Sale today',
      favicon: [{ rel: 'icon', href: '/uploads/new-icon.png', type: 'image/png' }],
    });
    postmate.model?.previewStorefront?.({
      storefront,
      theme: { '--sf-color-theme': '#0f766e' },
      social: { instagram: 'https://www.instagram.com/edited', youtube: null },
    });
    await vi.waitFor(() => expect(tools.showStorefront).toHaveBeenCalled());
    // the shop's values with the edited storefront and social profiles over them
    const edit = vi.mocked(tools.showStorefront).mock.calls[0]?.[0];
    const shown = edit?.({
      ...DEFAULT_STOREFRONT_VALUES,
      settings: { store_name: 'Northwind', instagram: 'https://www.instagram.com/old' },
    });
    expect(shown?.storefront).toEqual(storefront);
    expect(shown?.settings).toEqual({
      store_name: 'Northwind',
      instagram: 'https://www.instagram.com/edited',
      youtube: null,
    });
    const root = document.documentElement.style;
    expect(root.getPropertyValue('--sf-color-theme')).toBe('#0f766e');
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      '/uploads/new-icon.png',
    );

    postmate.model?.previewStorefront?.({ storefront: null });
    await vi.waitFor(() => expect(tools.showStorefront).toHaveBeenLastCalledWith(null));
    expect(root.getPropertyValue('--sf-color-theme')).toBe('');
    expect(document.head.querySelector('link[rel="icon"]')).toBeNull();
  });

  it('drops previewStorefront settings that the storefront schema refuses', async () => {
    serverAnswers(() => Response.json(registry.manifest()));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await startEditorBridge(host, tools);
    postmate.model?.previewStorefront?.({
      storefront: { ...DEFAULT_STOREFRONT_VALUES.storefront, theme_color: 'red;}body{x:y' },
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('previewStorefront'));
    expect(tools.showStorefront).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
