import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'runtime/app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
