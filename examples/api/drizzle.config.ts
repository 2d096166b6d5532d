import { defineConfig } from 'drizzle-kit';

// Paths are relative to the project root, where npm scripts run:
//   npx drizzle-kit generate --config examples/api/drizzle.config.ts
export default defineConfig({
  dialect: 'postgresql',
  schema: './examples/api/db/schema.ts',
  out: './examples/api/db/migrations',
  strict: true,
  verbose: true,
});
