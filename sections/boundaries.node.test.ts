import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// DESIGN §2: a section imports from registry/, themes/, runtime/ and the shared building blocks
// of sections/ (product card, mini-search, product/shared, grid columns), never from another
// registered section's folder, so any section can be removed or replaced on its own.

const SECTIONS = resolve(import.meta.dirname);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Folders holding a registered section: their index.ts calls defineSection. */
const sectionFolders = files(SECTIONS)
  .filter((path) => path.endsWith('/index.ts'))
  .filter((path) => readFileSync(path, 'utf8').includes('defineSection('))
  .map((path) => dirname(path));

function sectionFolderOf(path: string): string | undefined {
  return sectionFolders.find((folder) => path.startsWith(`${folder}/`));
}

describe('section boundaries', () => {
  it('finds the registered section folders', () => {
    expect(sectionFolders.length).toBeGreaterThan(15);
  });

  it('no file imports from another registered section’s folder', () => {
    const crossings: string[] = [];
    // the files at the top of sections/ assemble the built-in set (index.ts, story presets)
    for (const file of files(SECTIONS).filter((path) => dirname(path) !== SECTIONS)) {
      const own = sectionFolderOf(file);
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/from '(\.[^']+)'|import\('(\.[^']+)'\)/g)) {
        const target = resolve(dirname(file), match[1] ?? match[2] ?? '');
        const folder = sectionFolderOf(target);
        if (folder && folder !== own)
          crossings.push(`${relative(SECTIONS, file)} → ${relative(SECTIONS, target)}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
