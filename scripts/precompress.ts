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
 * (runtime/server/storefront-app.ts serves them by Accept-Encoding). Only the browser build:
 * the server bundle is never sent over the network.
 */
export function precompress(): Plugin {
  return {
    name: 'storefront:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle(_options, bundle) {
      const outputs = Object.values(bundle).filter((output) => COMPRESSIBLE.test(output.fileName));
      await Promise.all(
        outputs.map(async (output) => {
          const source = output.type === 'chunk' ? output.code : output.source;
          const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
          if (bytes.length < THRESHOLD_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipAsync(bytes, { level: 9 }),
          ]);
          this.emitFile({ type: 'asset', fileName: `${output.fileName}.br`, source: br });
          this.emitFile({ type: 'asset', fileName: `${output.fileName}.gz`, source: gz });
        }),
      );
    },
  };
}
