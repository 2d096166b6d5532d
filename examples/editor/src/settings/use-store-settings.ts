import { useEffect } from 'react';
import { gatedModes, type Storefront } from '../../../../schemas/api/storefront.ts';
import { themeVariables } from '../../../../themes/theme-variables.ts';
import { fetchTemplate } from '../admin-api.ts';
import { sendToStorefront } from '../bridge/use-storefront.ts';
import { STOREFRONT_URL } from '../config.ts';
import { currentDraft, notify, useEditorStore } from '../state/editor-store.ts';
import { pushToPreview } from '../use-draft-preview.ts';
import { loadSettings, saveSettings } from './save-settings.ts';
import {
  type SettingsState,
  settingsDirty,
  useSettingsStore,
  validSettings,
  validSocial,
} from './settings-store.ts';

/** How long after the last change the settings are saved to their draft. */
export const SETTINGS_AUTOSAVE_DELAY_MS = 1000;

/** The store mode as the panel offers it: one choice over the password gate and the mode. */
export type StoreModeChoice = 'Live' | 'Password' | (typeof gatedModes)[number];

/** The choice a storefront's settings amount to (the password gate comes first, as in spec §4). */
export function storeModeOf(storefront: Storefront): StoreModeChoice {
  if (storefront.is_password_protection_enabled) return 'Password';
  const gated = gatedModes.find((mode) => mode === storefront.mode);
  return gated ?? 'Live';
}

/** The gate page shoppers meet in each store mode (its page key), none when Live. */
export const GATE_PAGE: Record<StoreModeChoice, string | null> = {
  Live: null,
  Password: 'password-protected',
  'Coming Soon': 'coming-soon',
  'Under Maintenance': 'under-maintenance',
};

/** Shows the gate page of `choice` in the preview (the live shop is untouched). */
async function previewGate(token: string, choice: StoreModeChoice): Promise<void> {
  const pageKey = GATE_PAGE[choice];
  if (!pageKey) return;
  try {
    const gate = await fetchTemplate({ baseUrl: STOREFRONT_URL, token }, pageKey);
    sendToStorefront('loadTemplate', {
      template: gate.template,
      page: gate.page,
      component_data: gate.component_data,
    });
  } catch (error) {
    notify({
      kind: 'error',
      text: `The ${choice} page cannot be previewed: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
}

/** The page being edited back in the preview, after a gate page was shown. */
function previewPageAgain(): void {
  const draft = currentDraft(useEditorStore.getState());
  if (draft) pushToPreview(draft);
}

/**
 * The Store settings' life in the editor (issue 25): loaded once the token is known, saved to
 * their draft a second after the last change (and as the owner leaves), and shown in the preview
 * with `previewStorefront` at every valid change and whenever the preview (re)loads a page. With
 * the gate toggle on, the preview shows the store mode's gate page instead of the page.
 */
export function useStoreSettings(token: string, onRejected: () => void): void {
  useEffect(() => {
    if (!token) return;
    void loadSettings(token).then((outcome) => {
      if (outcome === 'rejected') onRejected();
    });
  }, [token, onRejected]);

  // the preview follows the settings
  useEffect(() => {
    const send = (state: SettingsState) => {
      const storefront = validSettings(state);
      if (!storefront) return;
      // the preview sets the theme's variables as they are (no background image: no url())
      const theme = Object.fromEntries(
        Object.entries(themeVariables(storefront)).filter(([, value]) => !/url\(/i.test(value)),
      );
      sendToStorefront('previewStorefront', { storefront, theme, social: validSocial(state) });
    };
    const offSettings = useSettingsStore.subscribe((state, previous) => {
      if (state.doc !== previous.doc || state.social !== previous.social) send(state);
      const choice = state.doc ? storeModeOf(state.doc) : 'Live';
      const before = previous.doc ? storeModeOf(previous.doc) : 'Live';
      if (state.gatePreview && (!previous.gatePreview || choice !== before)) {
        if (GATE_PAGE[choice]) void previewGate(token, choice);
        else previewPageAgain();
      } else if (!state.gatePreview && previous.gatePreview) {
        previewPageAgain();
      }
    });
    const offEditor = useEditorStore.subscribe((state, previous) => {
      // a page (re)loaded in the preview shows the live settings: send the edited ones again
      if (state.location === previous.location || state.connection !== 'connected') return;
      const settings = useSettingsStore.getState();
      // edited: a draft on the server, or changes not saved yet
      const edited =
        settings.hasDraft ||
        settingsDirty(settings) ||
        JSON.stringify(settings.doc) !== JSON.stringify(settings.live);
      if (settings.doc && edited) send(settings);
    });
    return () => {
      offSettings();
      offEditor();
    };
  }, [token]);

  // autosave
  useEffect(() => {
    if (!token) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = (keepalive: boolean) => {
      clearTimeout(timer);
      void saveSettings(token, { keepalive }).then((outcome) => {
        if (outcome === 'rejected') onRejected();
      });
    };
    const off = useSettingsStore.subscribe((state, previous) => {
      if (
        state.doc === previous.doc &&
        state.password === previous.password &&
        state.social === previous.social &&
        state.plugins === previous.plugins
      ) {
        return;
      }
      if (previous.doc === null) return; // the first load
      clearTimeout(timer);
      timer = setTimeout(() => flush(false), SETTINGS_AUTOSAVE_DELAY_MS);
    });
    const onLeave = () => flush(true);
    window.addEventListener('pagehide', onLeave);
    return () => {
      clearTimeout(timer);
      off();
      window.removeEventListener('pagehide', onLeave);
    };
  }, [token, onRejected]);
}
