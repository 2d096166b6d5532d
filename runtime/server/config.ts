import { parseOriginList } from '../../editor-bridge/origins.ts';
import type { RuntimeConfig } from './load-context.ts';

/** Everything the server reads from the environment, read once at start. */
export interface ServerConfig extends RuntimeConfig {
  port: number;
  /** A commerce platform to use instead of the embedded reference API. */
  apiUrl: string | null;
  /** PGlite folder of the embedded API. @default '.data/pglite' */
  dataDir: string;
  databaseUrl: string | null;
  adminToken: string | null;
}

/** The example editor (`npm run editor`) is allowed by default so the demo works out of the box. */
export const DEFAULT_EDITOR_ORIGINS = ['http://localhost:3001', 'http://127.0.0.1:3001'];

// Exact origins only: 'null', wildcards and URLs with a path are refused (editor-bridge/origins.ts).
function origins(value: string | undefined): string[] {
  if (value === undefined) return DEFAULT_EDITOR_ORIGINS;
  return parseOriginList(value);
}

/** Reads the server configuration; a malformed value fails at start with a message naming it. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  let editorOrigins: string[];
  try {
    editorOrigins = origins(env.EDITOR_ORIGINS);
  } catch (error) {
    throw new Error(
      `EDITOR_ORIGINS must be a comma-separated list of origins, got "${env.EDITOR_ORIGINS}": ${(error as Error).message}`,
    );
  }
  return {
    port,
    apiUrl: env.API_URL?.trim() || null,
    dataDir: env.DATA_DIR?.trim() || '.data/pglite',
    databaseUrl: env.DATABASE_URL?.trim() || null,
    adminToken: env.ADMIN_TOKEN?.trim() || null,
    editorOrigins,
  };
}
