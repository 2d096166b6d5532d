import { existsSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';

/** The file a theme is named in, at the root of the shop or of a theme's folder. */
export const THEME_CONFIG_FILE = 'storefront.config.ts';

/**
 * The `storefront.config.ts` the shop is built with: the one in `theme` (a folder or the file
 * itself, relative to `root`; `THEME` in the environment) or else the one at `root`. Throws,
 * naming the path it looked at, when there is none.
 */
export function themeConfigPath(root: string, theme = process.env.THEME): string {
  const wanted = resolve(root, theme?.trim() ? theme.trim() : '.');
  const file =
    existsSync(wanted) && statSync(wanted).isDirectory()
      ? resolve(wanted, THEME_CONFIG_FILE)
      : wanted;
  if (!existsSync(file)) {
    throw new Error(
      `No theme at ${displayPath(root, file)}: a theme is a folder with a ${THEME_CONFIG_FILE} that exports defineTheme({ … }).`,
    );
  }
  return file;
}

/** `file` relative to `root` when it is inside it, for messages. */
export function displayPath(root: string, file: string): string {
  const path = relative(root, file);
  return path.startsWith('..') || isAbsolute(path) ? file : path;
}
