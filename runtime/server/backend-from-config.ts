import { createReferenceApi, type SectionCheckSource } from '../../examples/api/index.ts';
import { type ApiBackend, embeddedBackend, remoteBackend } from './api-backend.ts';
import type { ServerConfig } from './config.ts';
import { logger } from './logger.ts';

/**
 * The API backend the configuration asks for, and how to shut it down. `sectionCheck` is the
 * storefront's registry, which the embedded API checks templates against before storing them.
 */
export async function backendFromConfig(
  config: ServerConfig,
  sectionCheck?: SectionCheckSource,
): Promise<{
  backend: ApiBackend;
  close: () => Promise<void>;
  adminToken: string | null;
  generatedToken: boolean;
}> {
  if (config.apiUrl) {
    return {
      backend: remoteBackend(config.apiUrl),
      close: async () => {},
      adminToken: null,
      generatedToken: false,
    };
  }
  const api = await createReferenceApi({
    dataDir: config.dataDir,
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
    ...(config.adminToken ? { adminToken: config.adminToken } : {}),
    ...(config.otpFixedCode ? { otpFixedCode: config.otpFixedCode } : {}),
    storeUrl: config.storeUrl,
    // the storefront server is the API's one proxy: it sets X-Forwarded-For to the client it saw
    trustProxy: 1,
    // the editor saves templates from its own origin (DESIGN §4)
    allowedOrigins: config.editorOrigins,
    ...(sectionCheck ? { sectionCheck } : {}),
    // unexpected errors with their stack, in the server's structured log (never to the client)
    log: (message, error) => logger().error({ err: error }, message),
  });
  return {
    backend: embeddedBackend(api.app),
    close: api.close,
    adminToken: api.adminToken,
    generatedToken: !config.adminToken,
  };
}
