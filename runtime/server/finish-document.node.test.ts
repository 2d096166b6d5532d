import { describe, expect, it } from 'vitest';
import { finishDocument } from './finish-document.ts';
import { preloadAfterPaintScript } from './preloads-after-paint.ts';

const page =
  '<html><head><link rel="preload" as="image" imageSrcSet="/hero.svg 1x" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/Slider-B.js"/><link rel="modulepreload" href="/assets/framework-A.js"/>' +
  '<link rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="/assets/framework-A.js"/>' +
  '<meta name="styles"/></head>' +
  '<body><p>Trail shoes — ₹4,999 · 👟</p><p>rel="modulepreload"</p><script>window.__ctx={}</script>' +
  '<script type="module" async="">import "/assets/manifest-C.js";</script></body></html>';

const same = (head: string) => head;

function finished(html: string, finishHead = same): string {
  return finishDocument(Buffer.from(html), finishHead).toString('utf8');
}

describe('finishDocument (decision 0020)', () => {
  it('moves every module preload out of the head, once each, into a script before the module script', () => {
    const html = finished(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    // the image preload, the icon and the page's text stay as they were
    expect(html).toContain(
      '<link rel="preload" as="image" imageSrcSet="/hero.svg 1x" fetchPriority="high"/>',
    );
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(html).toContain('<p>rel="modulepreload"</p>');
    const loader = `<script>${preloadAfterPaintScript(['/assets/Slider-B.js', '/assets/framework-A.js'])}</script>`;
    expect(html).toContain(
      `<script>window.__ctx={}</script>${loader}<script type="module" async="">`,
    );
  });

  it('finishes the head only, and keeps the text of the body byte for byte', () => {
    const html = finished(page, (head) =>
      head.replace('<meta name="styles"/>', '<style>p{color:green}</style><meta name="styles"/>'),
    );
    expect(html).toContain('<style>p{color:green}</style><meta name="styles"/></head><body>');
    expect(html).toContain('<p>Trail shoes — ₹4,999 · 👟</p>');
    // a finish is never applied to the body, even where it would match
    expect(finished('<head></head><body><meta name="styles"/></body>', () => 'x')).toBe(
      'x</head><body><meta name="styles"/></body>',
    );
  });

  it('puts the preloads before the end of the body when the page has no module script', () => {
    const html = finished(
      '<head><link rel="modulepreload" href="/assets/a.js"/></head><body><main></main></body>',
    );
    expect(html).toBe(
      `<head></head><body><main></main><script>${preloadAfterPaintScript(['/assets/a.js'])}</script></body>`,
    );
  });

  it('leaves a page without module preloads as it was (a section preset picture)', () => {
    const bare = '<html><head><title>x</title></head><body><main>€ 12</main></body></html>';
    expect(finished(bare)).toBe(bare);
  });
});
