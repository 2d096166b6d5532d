import { beforeEach, describe, expect, it } from 'vitest';
import { GOOGLE_TAG_ID_MESSAGE } from '../../../../schemas/api/plugins.ts';
import type { StorefrontDraft } from '../../../../schemas/api/publishing.ts';
import { SOCIAL_URL_MESSAGE } from '../../../../schemas/api/settings.ts';
import { storefrontSchema } from '../../../../schemas/api/storefront.ts';
import {
  changePlugin,
  changeSocial,
  pluginDrafts,
  resetSettings,
  settingsDirty,
  settingsLoaded,
  settingsProblems,
  useSettingsStore,
  validSocial,
} from './settings-store.ts';

const storefront = storefrontSchema.parse({
  channel: { currency: { code: 'INR' }, country: { mobile_code: '+91' } },
});
const social = {
  facebook: 'https://www.facebook.com/northwind',
  instagram: null,
  youtube: null,
  twitter: null,
  pinterest: null,
  linkedin: null,
};
const plugins = [
  { module_name: 'GoogleGtag', is_installed: false, config: { google_tag_id: '' } },
  { module_name: 'FacebookPixel', is_installed: false, config: { code: '' } },
];
const draft: StorefrontDraft = {
  storefront,
  live: storefront,
  has_draft: false,
  version: 3,
  password_set: false,
  social,
  live_social: social,
  plugins,
  live_plugins: plugins,
};

beforeEach(() => {
  resetSettings();
  settingsLoaded(draft);
});

describe('social links being edited', () => {
  it('refuses an address that is not an http(s) URL at its field, and keeps it out of the preview', () => {
    changeSocial({ instagram: 'instagram.com/northwind', facebook: '' });
    const state = useSettingsStore.getState();
    expect(settingsDirty(state)).toBe(true);
    expect(state.social?.facebook).toBeNull();
    expect(settingsProblems(state)).toEqual({ 'social.instagram': [SOCIAL_URL_MESSAGE] });
    expect(validSocial(state)).not.toHaveProperty('instagram');
    expect(validSocial(state).facebook).toBeNull();

    changeSocial({ instagram: 'https://www.instagram.com/northwind' });
    expect(settingsProblems()).toEqual({});
    expect(validSocial().instagram).toBe('https://www.instagram.com/northwind');
  });
});

describe('plugins being edited', () => {
  it('checks an installed plugin’s id by its format, and sends each plugin whole', () => {
    changePlugin('GoogleGtag', { is_installed: true });
    // installed with no id yet: refused at the field
    expect(settingsProblems()).toEqual({
      'plugins.GoogleGtag.config.google_tag_id': [GOOGLE_TAG_ID_MESSAGE],
    });
    changePlugin('GoogleGtag', { config: { google_tag_id: 'G-ABC123XYZ9' } });
    expect(settingsProblems()).toEqual({});
    expect(settingsDirty()).toBe(true);
    expect(pluginDrafts(useSettingsStore.getState().plugins)).toEqual({
      GoogleGtag: { is_installed: true, config: { google_tag_id: 'G-ABC123XYZ9' } },
      FacebookPixel: { is_installed: false, config: { code: '' } },
    });
  });

  it('forgets the API’s complaint about a plugin once the owner changes it', () => {
    useSettingsStore.setState({
      serverErrors: { 'plugins.FacebookPixel.config.code': ['refused'], 'social.x': ['kept'] },
    });
    changePlugin('FacebookPixel', { is_installed: false });
    expect(useSettingsStore.getState().serverErrors).toEqual({ 'social.x': ['kept'] });
  });
});
