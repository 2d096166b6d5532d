import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

const isReactRouterPlugin = (plugin: PluginOption): boolean =>
  Boolean(
    plugin &&
      typeof plugin === 'object' &&
      'name' in plugin &&
      String(plugin.name).startsWith('react-router'),
  );

const config: StorybookConfig = {
  stories: [
    '../sections/**/*.stories.tsx',
    '../themes/**/*.stories.tsx',
    '../runtime/**/*.stories.tsx',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The React Router plugin builds the whole app; stories render sections on their own.
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    plugins: (viteConfig.plugins ?? [])
      .flat(Number.POSITIVE_INFINITY as 1)
      .filter((plugin) => !isReactRouterPlugin(plugin as PluginOption)),
  }),
};

export default config;
