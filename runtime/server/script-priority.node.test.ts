import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './script-priority.ts';

describe('lowPriorityModulePreloads (issue 17)', () => {
  it('gives every module preload a low fetch priority and leaves the rest of the page alone', () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/framework-A.js"/><link rel="preload" href="/f.woff2" as="font"/>' +
      '<link rel="modulepreload" href="/assets/Slider-B.js" crossorigin=""/></head>' +
      '<body><img src="/hero.svg" fetchpriority="high"/><p>rel="modulepreload"</p></body>';
    expect(lowPriorityModulePreloads(html)).toBe(
      '<head><link rel="modulepreload" href="/assets/framework-A.js" fetchpriority="low"/><link rel="preload" href="/f.woff2" as="font"/>' +
        '<link rel="modulepreload" href="/assets/Slider-B.js" fetchpriority="low" crossorigin=""/></head>' +
        '<body><img src="/hero.svg" fetchpriority="high"/><p>rel="modulepreload"</p></body>',
    );
  });

  it('keeps a priority a preload already has', () => {
    const html = '<link rel="modulepreload" href="/a.js" fetchpriority="high"/>';
    expect(lowPriorityModulePreloads(html)).toBe(html);
  });
});
