// Writes the demo store's generated pictures into ./media:
//   npx tsx examples/demo-store/write-media.ts
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generatedMedia } from './generated-media.ts';
import { demoMediaDir } from './media.ts';
import { demoStore } from './store.ts';

const files = generatedMedia(demoStore);
await Promise.all(
  [...files].map(([file, svg]) => writeFile(join(demoMediaDir, file), svg, 'utf8')),
);
console.log(`Wrote ${files.size} pictures to ${demoMediaDir}`);
