import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'runtime/app',
  // BUILD_DIR lets a second build (e.g. a bundle experiment) sit beside the main one.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
} satisfies Config;
