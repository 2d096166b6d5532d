import { parseArgs } from 'node:util';
import { checkTemplates, formatProblem } from './theme/check-templates.ts';
import { loadTheme } from './theme/load-theme.ts';
import {
  demoStoreTemplates,
  jsonFiles,
  pageSlugsOf,
  readJsonTemplates,
  storeTemplates,
} from './theme/template-sources.ts';
import { displayPath, themeConfigPath } from './theme/theme-config-path.ts';

/**
 * `npm run check:templates -- [files or folders of JSON templates] [--url <store> [--token <admin
 * token>]] [--theme <folder>] [--json]`: checks templates against the theme's sections with the
 * shop's own validators (like Shopify's `theme check`). With `--url`, every page of a running
 * store as the editor would open it (drafts included), read with the admin token (`--token` or
 * ADMIN_TOKEN); without files or URL, the demo store. Prints `file:line:column  section-id  path
 * message` per problem (or a JSON array with `--json`); exits 1 when there is any.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    theme: { type: 'string' },
    json: { type: 'boolean', default: false },
    url: { type: 'string' },
    token: { type: 'string' },
  },
});

const root = process.cwd();
try {
  const configFile = themeConfigPath(root, values.theme);
  const theme = await loadTheme(configFile, root);
  const token = values.token ?? process.env.ADMIN_TOKEN ?? '';
  if (values.url !== undefined && token === '')
    throw new Error("--url needs the store's admin token: --token <token> or ADMIN_TOKEN");
  const read =
    values.url !== undefined
      ? { ...(await storeTemplates(values.url, token)), problems: [] }
      : positionals.length > 0
        ? (() => {
            const { sources, problems } = readJsonTemplates(jsonFiles(positionals), root);
            return { sources, problems, pageSlugs: pageSlugsOf(sources) };
          })()
        : { ...(await demoStoreTemplates(root)), problems: [] };
  const problems = [
    ...read.problems,
    ...checkTemplates(read.sources, {
      sections: theme.sections,
      pageSlugs: read.pageSlugs,
      themeFile: displayPath(root, configFile),
    }),
  ];
  if (values.json) {
    console.log(JSON.stringify(problems, null, 2));
  } else {
    for (const problem of problems) console.log(formatProblem(problem));
    const checked = `${read.sources.length} template${read.sources.length === 1 ? '' : 's'}`;
    console.log(
      problems.length === 0
        ? `✔ ${checked} checked against theme "${theme.name}" (${theme.sections.length} sections): no problems`
        : `✖ ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${checked}`,
    );
  }
  process.exit(problems.length === 0 ? 0 : 1);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
