import { describe, expect, it } from 'vitest';
import { createRegistry, defineSection } from '../../registry/index.ts';
import type { ResolvedSection, ResolvedTemplate } from '../render/resolved-template.ts';
import { registry } from '../storefront/registry.ts';
import { previewTemplate, resolvePushedTemplate } from './preview-template.ts';
import {
  createPreviewValidator,
  NO_PREVIEW_SCHEMA,
  NO_PREVIEW_VALIDATOR,
} from './preview-validator.ts';

// the manifest the bridge fetches from the storefront server (here the tests' full registry)
const validateSectionInPreview = createPreviewValidator(registry.manifest());
const resolve = (payload: Parameters<typeof resolvePushedTemplate>[0]) =>
  resolvePushedTemplate(payload, registry, validateSectionInPreview);

describe('resolvePushedTemplate', () => {
  it('validates pushed sections in the browser and applies schema defaults', () => {
    const { override, sectionErrors, definitions } = resolve({
      component_data: [{ key: 'rich-text', id: 'a', props: { html: '<p>Hi</p>' } }],
    });
    expect(override.main).toEqual([
      {
        status: 'ok',
        id: 'a',
        key: 'rich-text',
        props: { html: '<p>Hi</p>', align: 'left', width: 'normal' },
        hidden: false,
      },
    ]);
    expect(sectionErrors).toEqual([]);
    expect(definitions.map((definition) => definition.key)).toEqual(['rich-text']);
  });

  it('keeps the parts that were not pushed out of the override', () => {
    const { override } = resolve({ component_data: [] });
    expect(override).toEqual({ problems: [], main: [] });
    expect('header' in override).toBe(false);
    expect('page' in override).toBe(false);
  });

  it('sanitises HTML props: no script, no event handler, no javascript: link', () => {
    const { override } = resolve({
      component_data: [
        {
          key: 'rich-text',
          id: 'a',
          props: {
            html: '<p onclick="steal()">Hi<script>steal()</script><a href="javascript:steal()">x</a><a href="https://x.example" target="_blank">y</a></p>',
          },
        },
      ],
    });
    const section = override.main?.[0];
    const html = section?.status === 'ok' ? String(section.props.html) : '';
    expect(html).not.toMatch(/script|onclick|javascript:/);
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('reports unknown keys and invalid props as section errors and renders them as placeholders', () => {
    const { override, sectionErrors, definitions } = resolve({
      template: {
        id: 'default',
        header: [{ key: 'no-such-section', id: 'h', props: {} }],
        footer: [],
      },
      component_data: [{ key: 'spacer', id: 's', props: { size: 'huge', extra: 1 } }],
    });
    expect(override.header?.[0]).toMatchObject({ status: 'unknown', id: 'h' });
    expect(override.main?.[0]).toMatchObject({ status: 'invalid', id: 's' });
    expect(sectionErrors).toEqual([
      { id: 'h', key: 'no-such-section', errors: [{ path: '/key', message: expect.any(String) }] },
      {
        id: 's',
        key: 'spacer',
        errors: expect.arrayContaining([
          { path: '/extra', message: 'is not a known property' },
          { path: '/size', message: expect.stringContaining('must be one of') },
        ]),
      },
    ]);
    expect(definitions).toEqual([]);
  });

  it('does not render a registered section that has no generated validator', () => {
    const theme = createRegistry([
      defineSection({
        key: 'store-hours',
        title: 'Store hours',
        group: 'content',
        schema: { type: 'object', properties: {} } as const,
        component: async () => ({ default: () => null }),
      }),
    ]);
    const { override, sectionErrors } = resolvePushedTemplate(
      { component_data: [{ key: 'store-hours', id: 'x', props: {} }] },
      theme,
      validateSectionInPreview,
    );
    expect(override.main?.[0]).toMatchObject({ status: 'invalid' });
    expect(sectionErrors[0]?.errors).toEqual([{ path: '/', message: NO_PREVIEW_VALIDATOR }]);
  });

  it('does not render a section the manifest has no schema for, HTML props or not', () => {
    const withoutRichText = createPreviewValidator(
      registry.manifest().filter((entry) => entry.key !== 'rich-text'),
    );
    const { override, sectionErrors } = resolvePushedTemplate(
      {
        component_data: [{ key: 'rich-text', id: 'a', props: { html: '<p onclick="x()">Hi</p>' } }],
      },
      registry,
      withoutRichText,
    );
    expect(override.main?.[0]).toMatchObject({ status: 'invalid' });
    expect(sectionErrors[0]?.errors).toEqual([{ path: '/', message: NO_PREVIEW_SCHEMA }]);
  });

  it('carries pushed page meta', () => {
    const page = {
      id: 1,
      slug: 'about-us',
      parent_slug: null,
      title: 'About',
      meta_title: null,
      meta_description: null,
      image: null,
      is_active: true,
    };
    expect(resolve({ page }).override.page).toEqual(page);
  });
});

const section = (id: string): ResolvedSection => ({
  status: 'ok',
  id,
  key: 'spacer',
  props: {},
  hidden: false,
});

const template: ResolvedTemplate = {
  layoutId: 'default',
  header: [section('h')],
  main: [section('m')],
  footer: [section('f')],
  page: null,
  pageType: 'page',
  problems: ['old problem'],
};

describe('previewTemplate', () => {
  it('puts the pushed parts in place and keeps the rest', () => {
    const shown = previewTemplate(
      template,
      { locationKey: 'k', main: [section('new')], problems: [] },
      'k',
    );
    expect(shown.main.map((s) => s.id)).toEqual(['new']);
    expect(shown.header).toBe(template.header);
    expect(shown.footer).toBe(template.footer);
    expect(shown.problems).toEqual([]);
  });

  it('ignores an override pushed for another location (a navigation happened)', () => {
    const override = { locationKey: 'before', main: [], problems: [] };
    expect(previewTemplate(template, override, 'after')).toBe(template);
    expect(previewTemplate(template, null, 'after')).toBe(template);
  });

  it('can clear the page meta', () => {
    const withPage = { ...template, page: { ...pageMeta } };
    expect(
      previewTemplate(withPage, { locationKey: 'k', page: null, problems: [] }, 'k').page,
    ).toBe(null);
  });
});

const pageMeta = {
  id: 1,
  slug: 'x',
  parent_slug: null,
  title: 'X',
  meta_title: null,
  meta_description: null,
  image: null,
  is_active: true,
};
