import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|map)$/;
/** Below this size the headers cost more than compression saves. */
const THRESHOLD_BYTES = 1024;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy of every client asset next to it at build time,
 * so the server can send compressed JavaScript and CSS without compressing on each request
 * (runtime/server/storefront-app.ts serves them by Accept-Encoding). It reads the files once they
 * are written, so it compresses exactly what is served. Only the browser build: the server bundle
 * never goes over the network.
 */
export function precompress(): Plugin {
  return {
    name: 'storefront:precompress',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const files = Object.keys(bundle).filter((fileName) => COMPRESSIBLE.test(fileName));
      await Promise.all(
        files.map(async (fileName) => {
          const path = join(dir, fileName);
          const bytes = await readFile(path);
          if (bytes.length < THRESHOLD_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipAsync(bytes, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
