import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';
import { SECTION_CLIENT_PLUGIN_NAME } from '../scripts/section-client-plugin.ts';

const nameOf = (plugin: PluginOption): string =>
  plugin && typeof plugin === 'object' && 'name' in plugin ? String(plugin.name) : '';

// The React Router plugin builds the whole app; stories render sections on their own. Stories are
// built from presets, which the storefront's browser build removes (decision 0010): keep them here.
const isLeftOut = (plugin: PluginOption): boolean =>
  nameOf(plugin).startsWith('react-router') || nameOf(plugin) === SECTION_CLIENT_PLUGIN_NAME;

const config: StorybookConfig = {
  stories: [
    '../sections/**/*.stories.tsx',
    '../themes/**/*.stories.tsx',
    '../runtime/**/*.stories.tsx',
    // example themes' own sections (a theme elsewhere adds its folder here)
    '../examples/theme-*/**/*.stories.tsx',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    plugins: (viteConfig.plugins ?? [])
      .flat(Number.POSITIVE_INFINITY as 1)
      .filter((plugin) => !isLeftOut(plugin as PluginOption)),
  }),
};

export default config;
