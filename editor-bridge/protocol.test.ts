import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ManifestEntry } from '../registry/index.ts';
import {
  type ChildMessages,
  childMessageNames,
  isSameOriginPath,
  MAX_SECTIONS_PER_AREA,
  parentMessageNames,
  parseChildMessage,
  parseParentMessage,
} from './protocol.ts';

const page = {
  id: 7,
  slug: 'about-us',
  parent_slug: null,
  title: 'About us',
  meta_title: null,
  meta_description: null,
  image: null,
  is_active: true,
};

describe('parent → storefront messages', () => {
  it('names loadTemplate and navigatePage, plus updateSection, selectSection and previewStorefront', () => {
    expect(parentMessageNames).toEqual([
      'loadTemplate',
      'navigatePage',
      'updateSection',
      'selectSection',
      'previewStorefront',
    ]);
  });

  it('accepts previewStorefront with a storefront the API would accept, or null, and refuses a bad colour', () => {
    const storefront = { channel: { currency: { code: 'INR' }, country: { mobile_code: '+91' } } };
    const parsed = parseParentMessage('previewStorefront', { storefront });
    expect(parsed.ok && parsed.data.storefront?.theme_color).toBe('#111827');
    expect(parseParentMessage('previewStorefront', { storefront: null }).ok).toBe(true);
    const bad = parseParentMessage('previewStorefront', {
      storefront: { ...storefront, theme_color: '#fff;}body{display:none' },
    });
    expect(bad.ok).toBe(false);
    expect(bad.ok ? '' : bad.reason).toContain('/storefront/theme_color');
  });

  it('takes edited social profiles only as http(s) addresses', () => {
    const storefront = { channel: { currency: { code: 'INR' }, country: { mobile_code: '+91' } } };
    const parsed = parseParentMessage('previewStorefront', {
      storefront,
      social: { instagram: 'https://www.instagram.com/northwind', youtube: null },
    });
    expect(parsed.ok && parsed.data.social).toEqual({
      instagram: 'https://www.instagram.com/northwind',
      youtube: null,
    });
    const hostile = parseParentMessage('previewStorefront', {
      storefront,
      social: { instagram: 'javascript:alert(1)' },
    });
    expect(hostile.ok ? '' : hostile.reason).toContain('/social/instagram');
  });

  it('accepts updateSection with an id and props, and refuses anything less', () => {
    const update = { id: 's-150', props: { heading: 'Monsoon sale' } };
    expect(parseParentMessage('updateSection', update)).toEqual({ ok: true, data: update });
    expect(parseParentMessage('updateSection', { id: '', props: {} }).ok).toBe(false);
    expect(parseParentMessage('updateSection', { id: 'a', props: 'x' }).ok).toBe(false);
    expect(parseParentMessage('updateSection', { props: {} }).ok).toBe(false);
  });

  it('accepts selectSection with an id or null', () => {
    expect(parseParentMessage('selectSection', { id: 's-1' })).toEqual({
      ok: true,
      data: { id: 's-1' },
    });
    expect(parseParentMessage('selectSection', { id: null }).ok).toBe(true);
    expect(parseParentMessage('selectSection', {}).ok).toBe(false);
  });

  it('accepts a complete loadTemplate and fills section defaults', () => {
    const parsed = parseParentMessage('loadTemplate', {
      template: { id: 'default', header: [{ key: 'rich-text', id: 'h1', props: { html: 'x' } }] },
      page,
      component_data: [{ key: 'spacer', id: 's1' }],
    });
    expect(parsed).toEqual({
      ok: true,
      data: {
        template: {
          id: 'default',
          header: [{ key: 'rich-text', id: 'h1', props: { html: 'x' } }],
          footer: [],
        },
        page,
        component_data: [{ key: 'spacer', id: 's1', props: {} }],
      },
    });
  });

  it('accepts a loadTemplate with only some parts, and unknown keys and odd props (validated later)', () => {
    const parsed = parseParentMessage('loadTemplate', {
      component_data: [{ key: 'no-such-section', id: 'x', props: { anything: [1, 2] } }],
    });
    expect(parsed.ok).toBe(true);
    expect(parseParentMessage('loadTemplate', {}).ok).toBe(true);
  });

  it.each([
    ['not an object', 'template'],
    ['a section without id', { component_data: [{ key: 'spacer' }] }],
    ['a section without key', { component_data: [{ id: 'a' }] }],
    ['props that are not an object', { component_data: [{ key: 'spacer', id: 'a', props: 3 }] }],
    ['a layout without id', { template: { header: [] } }],
    ['page meta without title', { page: { id: 1, slug: 'x' } }],
    [
      'too many sections',
      {
        component_data: Array.from({ length: MAX_SECTIONS_PER_AREA + 1 }, (_, i) => ({
          key: 'spacer',
          id: `s${i}`,
        })),
      },
    ],
  ])('refuses a loadTemplate with %s, saying why', (_what, payload) => {
    const parsed = parseParentMessage('loadTemplate', payload);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).not.toBe('');
  });

  it('accepts navigatePage to a path with a query', () => {
    expect(parseParentMessage('navigatePage', { path: '/product/x?sku=X-1' })).toEqual({
      ok: true,
      data: { path: '/product/x?sku=X-1' },
    });
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    'about-us',
    '',
    '/a\nb',
  ])('refuses navigatePage to %j', (path) => {
    expect(parseParentMessage('navigatePage', { path }).ok).toBe(false);
  });

  it('refuses navigatePage without a path', () => {
    expect(parseParentMessage('navigatePage', undefined).ok).toBe(false);
    expect(parseParentMessage('navigatePage', { url: '/x' }).ok).toBe(false);
  });
});

describe('isSameOriginPath', () => {
  it('accepts single-slash paths only', () => {
    expect(isSameOriginPath('/')).toBe(true);
    expect(isSameOriginPath('/account/orders?page=2#top')).toBe(true);
    expect(isSameOriginPath('//x')).toBe(false);
    expect(isSameOriginPath('/\t/evil.example')).toBe(false);
  });
});

describe('storefront → parent messages', () => {
  it('names every message of DESIGN §4 plus ready, sectionError and sectionPosition', () => {
    expect(childMessageNames.sort()).toEqual(
      [
        'editItem',
        'editLayout',
        'editPage',
        'fullURL',
        'ready',
        'sectionError',
        'sectionPosition',
        'setHeight',
      ].sort(),
    );
  });

  it('parses each message as the storefront sends it', () => {
    const samples: ChildMessages = {
      fullURL: { url: 'http://localhost:3000/about-us', path: '/about-us', pageKey: 'about-us' },
      setHeight: { height: 1234 },
      editItem: { id: 'home-intro', key: 'rich-text', index: 1 },
      editLayout: { area: 'footer' },
      editPage: { pageKey: 'about-us', page },
      ready: {
        manifest: [
          {
            key: 'spacer',
            title: 'Spacer',
            group: 'layout',
            schema: { type: 'object', properties: {} },
            presets: [{ name: 'Large', props: { size: 'lg' } }],
            pageTypes: null,
          },
        ],
      },
      sectionError: {
        id: 'x',
        key: 'rich-text',
        errors: [{ path: '/html', message: 'is required' }],
      },
      sectionPosition: { id: 'x', top: 1200, height: 320 },
    };
    for (const name of childMessageNames) {
      expect(parseChildMessage(name, samples[name])).toEqual({ ok: true, data: samples[name] });
    }
  });

  it('refuses wrong shapes', () => {
    expect(parseChildMessage('setHeight', { height: -1 }).ok).toBe(false);
    expect(parseChildMessage('setHeight', { height: Number.POSITIVE_INFINITY }).ok).toBe(false);
    expect(parseChildMessage('editItem', { id: 'a', key: 'b', index: 1.5 }).ok).toBe(false);
    expect(parseChildMessage('editLayout', { area: 'main' }).ok).toBe(false);
    expect(parseChildMessage('editPage', { pageKey: 'home' }).ok).toBe(false);
    expect(parseChildMessage('ready', { manifest: [{ key: 'x' }] }).ok).toBe(false);
  });

  it('lets ready say why the storefront has no manifest to offer', () => {
    const ready = { manifest: [], error: 'The section manifest answered 500.' };
    expect(parseChildMessage('ready', ready)).toEqual({ ok: true, data: ready });
    expect(parseChildMessage('ready', { manifest: [], error: 500 }).ok).toBe(false);
  });

  it('carries registry manifest entries as they are', () => {
    expectTypeOf<ManifestEntry>().toExtend<ChildMessages['ready']['manifest'][number]>();
  });
});
