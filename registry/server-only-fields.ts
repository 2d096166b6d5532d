/**
 * The parts of a section definition the shopper's browser never receives (decision 0010): the
 * client build removes them from every `defineSection({ ... })` (scripts/section-client-plugin.ts).
 * The server validates and loads with them; the editor frame reads titles, groups, schemas and
 * presets from the storefront's section manifest endpoint instead.
 */
export const SERVER_ONLY_FIELDS = [
  'title',
  'group',
  'schema',
  'presets',
  'load',
  'pageTypes',
  'rendersOn',
  // read by the build (scripts/section-client-plugin.ts), which puts the component in the shell
  'bundle',
  // written by the server's build, which tells the browser where each component is
  'componentModule',
] as const;

/** One of the definition fields that exist only on the server. */
export type ServerOnlyField = (typeof SERVER_ONLY_FIELDS)[number];
