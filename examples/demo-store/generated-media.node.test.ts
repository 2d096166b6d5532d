import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedMedia } from './generated-media.ts';
import { demoMediaDir } from './media.ts';
import { demoStore } from './store.ts';

describe('generated demo pictures', () => {
  const files = generatedMedia(demoStore);

  it('draws every product picture the catalogue refers to', () => {
    const referenced = new Set(JSON.stringify(demoStore).match(/\/api\/media\/product-[\w.-]+/g));
    expect(referenced.size).toBeGreaterThan(50);
    for (const url of referenced) expect(files.has(url.replace('/api/media/', ''))).toBe(true);
  });

  it('are committed as generated: run `npx tsx examples/demo-store/write-media.ts` after a change', async () => {
    for (const [file, svg] of files) {
      const committed = await readFile(join(demoMediaDir, file), 'utf8');
      expect(committed, file).toBe(svg);
    }
  });

  it('are small, accessible SVG images with distinct content', () => {
    const seen = new Set<string>();
    for (const [file, svg] of files) {
      expect(Buffer.byteLength(svg), file).toBeLessThan(2048);
      expect(svg, file).toMatch(/^<svg [^>]*role="img"/);
      expect(svg, file).toMatch(/<title>[^<]+<\/title>/);
      expect(seen.has(svg), `${file} repeats another picture`).toBe(false);
      seen.add(svg);
    }
  });
});
