import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, scriptPolicy } from './content-security-policy.ts';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

const PAGE = [
  '<html><head><script type="application/ld+json">{"@type":"Product"}</script>',
  '<script>window.__a = 1;</script>',
  '<link rel="modulepreload" href="/assets/root.js"/></head><body>',
  '<script type="module" src="/assets/entry.client.js"></script>',
  '<script type="module">import("/assets/entry.client.js");</script>',
  '<script>window.__a = 1;</script>',
  '</body></html>',
].join('');

describe('the script policy of a page', () => {
  it('allows exactly the inline scripts the page runs, by hash, once each', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([
      sha('window.__a = 1;'),
      sha('import("/assets/entry.client.js");'),
    ]);
  });

  it('reads the bytes the page is sent as, whatever their script', () => {
    const page = Buffer.from(
      '<head><script>window.a="₹ 👟";</script><scripts>not one</scripts></head>' +
        '<body><script\ntype="module">import("/a.js");</script><script src="/b.js"></script></body>',
    );
    expect(inlineScriptHashes(page)).toEqual([sha('window.a="₹ 👟";'), sha('import("/a.js");')]);
  });

  it("allows the shop's own scripts and the hosts of installed analytics plugins, no others", () => {
    const bare = scriptPolicy({ html: PAGE, plugins: [] });
    expect(bare).toBe(
      `script-src 'self' ${sha('window.__a = 1;')} ${sha('import("/assets/entry.client.js");')}; object-src 'none'; base-uri 'self'`,
    );
    expect(bare).not.toContain('googletagmanager');

    const withPixel = scriptPolicy({ html: PAGE, plugins: ['FacebookPixel', 'Abandoned'] });
    expect(withPixel).toContain(' https://connect.facebook.net;');
    expect(withPixel).not.toContain('clarity');

    const withTags = scriptPolicy({
      html: PAGE,
      plugins: ['GoogleTagManager'],
      extraHosts: ['https://tags.example'],
    });
    expect(withTags).toContain('https://tags.example');
    expect(withTags).toContain('https://www.googletagmanager.com');
  });
});
