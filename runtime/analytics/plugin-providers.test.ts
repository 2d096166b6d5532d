import { describe, expect, it } from 'vitest';
import { readInitialValues } from '../storefront/initial-values.ts';
import { providersFromPlugins } from './plugin-providers.ts';

/** The plugin configs as the root loader parses them on the server. */
const configsOf = (plugins: unknown[]) => readInitialValues({ plugins }).values.pluginConfigs;

describe('providersFromPlugins (spec §4 "Plugins load only if installed")', () => {
  it('makes a provider of each analytics plugin with a usable id', () => {
    const providers = providersFromPlugins(
      configsOf([
        { module_name: 'MicrosoftClarity', config: { code: 'abc123' } },
        { module_name: 'GoogleGtag', config: { google_tag_id: 'G-TEST1' } },
        { module_name: 'GoogleTagManager', config: { tag_code: 'GTM-TEST' } },
        { module_name: 'FacebookPixel', config: { code: '1234567890' } },
        { module_name: 'Chat', config: { mobile_no: '919876543210' } },
      ]),
    );
    expect(providers.map((provider) => provider.id)).toEqual([
      'MicrosoftClarity',
      'GoogleGtag',
      'GoogleTagManager',
      'FacebookPixel',
    ]);
  });

  it('skips a plugin whose id is missing or could break out of its script URL', () => {
    expect(
      providersFromPlugins(
        configsOf([
          { module_name: 'GoogleGtag', config: { google_tag_id: '' } },
          { module_name: 'FacebookPixel', config: {} },
          { module_name: 'MicrosoftClarity', config: { code: 'x"><script>' } },
        ]),
      ),
    ).toEqual([]);
  });
});
