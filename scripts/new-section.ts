import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { scaffoldSection } from './theme/scaffold-section.ts';

/**
 * `npm run new:section -- <key> [--theme <folder>] [--group <group>] [--title <title>]`: writes a
 * section (schema, component, index, test, story) into the theme (`--theme`, else `THEME`, else the
 * root: a built-in under sections/<group>/), registers it, and formats what it touched.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    theme: { type: 'string' },
    group: { type: 'string' },
    title: { type: 'string' },
  },
});
const [key] = positionals;
if (!key || positionals.length > 1) {
  console.error(
    'Usage: npm run new:section -- <key> [--theme <folder>] [--group <group>] [--title <title>]',
  );
  process.exit(2);
}

try {
  const theme = values.theme ?? process.env.THEME;
  const result = scaffoldSection({
    key,
    root: process.cwd(),
    ...(theme ? { theme } : {}),
    ...(values.group ? { group: values.group } : {}),
    ...(values.title ? { title: values.title } : {}),
  });
  const format = spawnSync('npx', ['biome', 'check', '--write', ...result.files], {
    stdio: 'inherit',
  });
  if (format.status !== 0) process.exit(format.status ?? 1);
  console.log(`Created ${result.folder}:`);
  for (const file of result.files) console.log(`  ${file}`);
  console.log(`Next: npx vitest run ${result.folder}, then place "${key}" in a template.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
