import { describe, expect, it } from 'vitest';
import { preloadAfterPaintScript, takeModulePreloads } from './preloads-after-paint.ts';

/** Runs the loader as a browser would, answering the links it added and what it waited for. */
function runLoader(script: string, { hidden }: { hidden: boolean }) {
  const added: { rel: string; href: string; fetchPriority: string }[] = [];
  const waits: string[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    hidden,
    createElement: () => ({ rel: '', href: '', fetchPriority: '' }),
    head: { appendChild: (link: (typeof added)[number]) => added.push(link) },
  };
  const requestAnimationFrame = (callback: () => void) => {
    waits.push('frame');
    frames.push(callback);
  };
  const setTimeout = (callback: () => void) => {
    waits.push('task');
    timers.push(callback);
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', script)(
    document,
    requestAnimationFrame,
    setTimeout,
  );
  return {
    added,
    waits,
    paint: () => {
      for (const frame of frames.splice(0)) frame();
      for (const timer of timers.splice(0)) timer();
    },
  };
}

describe('takeModulePreloads (decision 0020)', () => {
  it('takes every built module preload out of the head, once each, in order', () => {
    const { head, hrefs } = takeModulePreloads(
      '<head><link rel="modulepreload" href="/assets/Slider-B.js"/><link rel="icon" href="/favicon.svg"/>' +
        '<link rel="modulepreload" href="/assets/framework-A.js"/><link rel="modulepreload" href="/assets/Slider-B.js"/>',
    );
    expect(head).toBe('<head><link rel="icon" href="/favicon.svg"/>');
    expect(hrefs).toEqual(['/assets/Slider-B.js', '/assets/framework-A.js']);
  });

  it('leaves a preload whose address is not a built asset where it was', () => {
    const odd = '<head><link rel="modulepreload" href="/x.js?a=1&amp;b=2"/>';
    expect(takeModulePreloads(odd)).toEqual({ head: odd, hrefs: [] });
  });
});

describe('preloadAfterPaintScript', () => {
  it('adds the preloads at low priority only after the first frame has painted', () => {
    const loader = runLoader(preloadAfterPaintScript(['/assets/a.js', '/assets/b.js']), {
      hidden: false,
    });
    expect(loader.added).toEqual([]);
    expect(loader.waits).toEqual(['frame']);
    loader.paint();
    expect(loader.added).toEqual([
      { rel: 'modulepreload', href: '/assets/a.js', fetchPriority: 'low' },
      { rel: 'modulepreload', href: '/assets/b.js', fetchPriority: 'low' },
    ]);
  });

  it('adds them at once in a hidden tab, which gets no frames', () => {
    const loader = runLoader(preloadAfterPaintScript(['/assets/a.js']), { hidden: true });
    expect(loader.waits).toEqual([]);
    expect(loader.added.map((link) => link.href)).toEqual(['/assets/a.js']);
  });

  it('writes an address so that it cannot end the script', () => {
    expect(preloadAfterPaintScript(['/assets/</script>.js'])).not.toContain('</script>');
  });
});
