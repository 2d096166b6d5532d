import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createRegistry, defineSection } from '../../registry/index.ts';
import type { ResolvedSection, ResolvedTemplate } from './resolved-template.ts';
import { preloadSectionComponents } from './section-components.ts';
import { TemplateRenderer } from './TemplateRenderer.tsx';

const schema = { type: 'object', properties: {}, additionalProperties: false } as const;
const section = (key: string) =>
  defineSection({
    key,
    title: key,
    group: 'test',
    schema,
    component: async () => ({ default: () => createElement('p', null, `${key} content`) }),
  });
const ok = (id: string, key: string): ResolvedSection => ({
  status: 'ok',
  id,
  key,
  props: {},
  hidden: false,
});

// Where there is no DOM at all, as in the storefront server (the dom project has jsdom's).
describe('server rendering of sections that hydrate when needed', () => {
  it('renders every section complete, with no boundary left to the browser', async () => {
    const registry = createRegistry([section('hero'), section('reviews'), section('footer')]);
    await preloadSectionComponents(registry.keys().flatMap((key) => registry.resolve(key) ?? []));
    const template: ResolvedTemplate = {
      layoutId: 'default',
      header: [],
      main: [ok('hero-1', 'hero'), ok('reviews-1', 'reviews')],
      footer: [ok('footer-1', 'footer')],
      page: null,
      pageType: 'home',
      problems: [],
    };

    const html = renderToString(createElement(TemplateRenderer, { template, registry }));

    expect(html).toContain('hero content');
    expect(html).toContain('reviews content');
    expect(html).toContain('footer content');
    // `<!--$!-->` marks a boundary the server failed and left to client rendering
    expect(html).not.toContain('<!--$!-->');
  });
});
