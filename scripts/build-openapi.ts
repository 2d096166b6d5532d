import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { openApiDocument } from '../schemas/api/openapi/document.ts';

/**
 * Writes the API contract as OpenAPI 3.1 (generated from the endpoint table, docs/api.md) into
 * the build, for tools that read a file: code generators, Postman, a platform's CI. The running
 * API serves the same document at `GET /api/openapi.json`.
 */
const OUT = process.argv[2] ?? 'build/openapi.json';
const started = performance.now();
const document = await openApiDocument();
const json = `${JSON.stringify(document, null, 2)}\n`;
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, json);
const operations = Object.values(document.paths).flatMap((path) => Object.keys(path)).length;
console.log(
  `Wrote ${OUT} (${operations} operations, ${Math.round(json.length / 1024)} KiB, ${Math.round(performance.now() - started)} ms)`,
);
