import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'runtime/app',
  // BUILD_DIR lets a second build (e.g. a bundle experiment) sit beside the main one.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
  // The storefront has a handful of routes: they come with the page, so no manifest request
  // after hydration patches the router (and re-renders sections still waiting to hydrate).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
