import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadSectionComponents } from './section-components.ts';
import { TemplateRenderer } from './TemplateRenderer.tsx';
import { definitionsOf, threeSectionPage, threeSectionRegistry } from './three-section-page.ts';

// Where there is no DOM at all, as in the storefront server (the dom project has jsdom's).
describe('server rendering of sections that hydrate when needed', () => {
  it('renders every section complete, with no boundary left to the browser', async () => {
    const { registry } = threeSectionRegistry(
      (key) => () => createElement('p', null, `${key} content`),
    );
    await preloadSectionComponents(definitionsOf(registry));

    const html = renderToString(
      createElement(TemplateRenderer, { template: threeSectionPage(), registry }),
    );

    expect(html).toContain('hero content');
    expect(html).toContain('reviews content');
    expect(html).toContain('footer content');
    // `<!--$!-->` marks a boundary the server failed and left to client rendering
    expect(html).not.toContain('<!--$!-->');
  });
});
