import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { useId, useMemo, useState } from 'react';
import type { Storefront } from '../../../../schemas/api/storefront.ts';
import { type ContrastWarning, colourPairs, contrastWarnings } from '../settings/contrast.ts';
import { discardSettings } from '../settings/save-settings.ts';
import {
  FORM_GROUPS,
  groupData,
  groupErrors,
  groupSchema,
  groupUiSchema,
  type SettingsGroup,
} from '../settings/settings-schema.ts';
import {
  changePassword,
  changeSettings,
  setGatePreview,
  settingsDirty,
  settingsProblems,
  useSettingsStore,
} from '../settings/settings-store.ts';
import { useImageUpload } from '../settings/use-image-upload.ts';
import { type StoreModeChoice, storeModeOf } from '../settings/use-store-settings.ts';
import { FaviconSettings } from './FaviconSettings.tsx';
import { ConfirmDialog } from './Modal.tsx';
import { PluginSettings } from './PluginSettings.tsx';
import { SocialSettings } from './SocialSettings.tsx';

/** How a shopper meets each store mode, said before the owner turns it on. */
const MODE_EFFECT: Record<StoreModeChoice, string> = {
  Live: 'Shoppers browse and buy as usual.',
  Password: 'Every page asks shoppers for the store password first; only those who have it get in.',
  'Coming Soon':
    'Every page shows the Coming Soon page, where shoppers can leave their e-mail; nothing can be bought.',
  'Under Maintenance':
    'Every page shows the Under Maintenance page (answered 503 to search engines); nothing can be bought.',
};
const MODES = Object.keys(MODE_EFFECT) as StoreModeChoice[];

/** The settings of `choice` over `storefront`'s. */
function modePatch(choice: StoreModeChoice): Partial<Storefront> {
  if (choice === 'Password') return { is_password_protection_enabled: true, mode: 'Live' };
  return { is_password_protection_enabled: false, mode: choice };
}

function SettingsForm({
  group,
  storefront,
  problems,
}: {
  group: SettingsGroup;
  storefront: Storefront;
  problems: Record<string, string[]>;
}) {
  // the theme's font list, as one string so an equal list keeps the form's schema
  const fontList = storefront.fonts.map((font) => font.family).join('|');
  const schema = useMemo(
    () => groupSchema(group, fontList ? fontList.split('|') : []),
    [group, fontList],
  );
  const uiSchema = useMemo(() => groupUiSchema(schema), [schema]);
  return (
    <Form
      idPrefix={`settings-${group.id}`}
      schema={schema}
      uiSchema={uiSchema}
      formData={groupData(group, storefront)}
      validator={validator}
      noHtml5Validate
      showErrorList={false}
      // the checks are storefrontSchema's, the API's own (settingsProblems), shown at the fields
      extraErrors={groupErrors(group, problems) as never}
      onChange={(event) => changeSettings(event.formData as Record<string, unknown>)}
    />
  );
}

function ContrastWarnings({ warnings }: { warnings: ContrastWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <div className="contrast-warnings" role="status">
      <p>Some text may be hard to read (WCAG AA asks for a contrast of at least 4.5:1):</p>
      <ul>
        {warnings.map((warning) => (
          <li key={warning.label}>
            <strong>{warning.label}</strong>: contrast {warning.ratio.toFixed(2)}:1.{' '}
            <span
              className="swatch"
              aria-hidden="true"
              style={{ background: warning.suggestion }}
            />
            Nearest passing colour {warning.suggestion} ({warning.suggestionRatio.toFixed(2)}:1).{' '}
            <button
              type="button"
              className="button--link"
              onClick={() => changeSettings({ [warning.field]: warning.suggestion })}
            >
              Use {warning.suggestion}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function LogoSettings({ token, storefront }: { token: string; storefront: Storefront }) {
  const id = useId();
  const [alt, setAlt] = useState(storefront.logo1?.alt ?? '');
  const { setFile, error, busy, upload: uploadFile } = useImageUpload(token);

  const upload = () =>
    uploadFile({
      missing: 'Choose an image file first.',
      refuse: () =>
        alt.trim() ? null : 'Describe the logo for people who cannot see it (alt text).',
      uploaded: (src, size) => changeSettings({ logo1: { src, alt: alt.trim(), ...size } }),
      done: 'Logo uploaded: it is in the preview, and live on Publish.',
    });

  return (
    <div className="logo-settings">
      <p className="help">
        Current logo:{' '}
        {storefront.logo1 ? <code>{storefront.logo1.src}</code> : 'none (the store name is shown)'}
      </p>
      <label htmlFor={`${id}-file`}>Logo image (PNG, JPEG, WebP or GIF, at most 2 MB)</label>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <label htmlFor={`${id}-alt`}>Logo alt text</label>
      <input id={`${id}-alt`} value={alt} onChange={(event) => setAlt(event.target.value)} />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" disabled={busy} onClick={() => void upload()}>
        {busy ? 'Uploading…' : 'Upload logo'}
      </button>
      {storefront.logo1 && (
        <>
          <label htmlFor={`${id}-alt-current`}>Alt text of the current logo</label>
          <input
            id={`${id}-alt-current`}
            value={storefront.logo1.alt}
            onChange={(event) =>
              storefront.logo1 &&
              changeSettings({ logo1: { ...storefront.logo1, alt: event.target.value } })
            }
          />
        </>
      )}
    </div>
  );
}

function StoreMode({
  storefront,
  problems,
}: {
  storefront: Storefront;
  problems: Record<string, string[]>;
}) {
  const id = useId();
  const current = storeModeOf(storefront);
  const password = useSettingsStore((state) => state.password);
  const passwordSet = useSettingsStore((state) => state.passwordSet);
  const gatePreview = useSettingsStore((state) => state.gatePreview);
  const [asking, setAsking] = useState<StoreModeChoice | null>(null);
  const choose = (choice: StoreModeChoice) => {
    if (choice === current) return;
    // locking shoppers out is asked first, with what they will see
    if (choice === 'Password' || choice === 'Under Maintenance') setAsking(choice);
    else changeSettings(modePatch(choice));
  };
  const passwordError = problems.password?.join(' ');
  return (
    <div className="store-mode">
      <fieldset className="plain">
        <legend>Store mode</legend>
        {MODES.map((choice) => (
          <label key={choice} className="radio">
            <input
              type="radio"
              name={`${id}-mode`}
              checked={current === choice}
              onChange={() => choose(choice)}
            />{' '}
            {choice === 'Live' ? 'Live' : choice === 'Password' ? 'Password' : choice}
          </label>
        ))}
      </fieldset>
      <p className="help">{MODE_EFFECT[current]}</p>
      {current === 'Password' && (
        <>
          <label htmlFor={`${id}-password`}>
            {passwordSet ? 'New store password (leave empty to keep it)' : 'Store password'}
          </label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="new-password"
            value={password}
            aria-invalid={passwordError !== undefined}
            aria-describedby={passwordError ? `${id}-password-error` : undefined}
            onChange={(event) => changePassword(event.target.value)}
          />
          {passwordError && (
            <p id={`${id}-password-error`} className="field-error">
              {passwordError}
            </p>
          )}
        </>
      )}
      <label className="checkbox">
        <input
          type="checkbox"
          checked={gatePreview}
          disabled={current === 'Live'}
          onChange={(event) => setGatePreview(event.target.checked)}
        />{' '}
        Preview the gate page shoppers will see
      </label>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={
          asking === 'Password' ? 'Ask shoppers for a password?' : 'Put the shop under maintenance?'
        }
        description={`${asking ? MODE_EFFECT[asking] : ''} This happens when you publish; the preview shows the page they will see.`}
        confirmLabel={asking === 'Password' ? 'Use a password' : 'Put under maintenance'}
        onConfirm={() => {
          if (asking) changeSettings(modePatch(asking));
          setAsking(null);
          setGatePreview(true);
        }}
      />
    </div>
  );
}

/**
 * The Store settings panel (issue 25): the storefront's theme, logo, notice, cookie banner and
 * store mode, as forms generated from the schema the API validates with, shown live in the
 * preview and saved to the settings draft; the page's Publish makes them live.
 */
export function StoreSettings({ token }: { token: string }) {
  const storefront = useSettingsStore((state) => state.doc);
  const state = useSettingsStore();
  const problems = settingsProblems(state);
  const warnings = useMemo(
    () => (storefront ? contrastWarnings(colourPairs(storefront)) : []),
    [storefront],
  );
  const [discarding, setDiscarding] = useState(false);
  if (!token) return <p className="empty">Enter the admin token to edit the store settings.</p>;
  if (!storefront) {
    return (
      <p className="empty" role={state.error ? 'alert' : undefined}>
        {state.error ?? 'Loading the store settings…'}
      </p>
    );
  }
  const status = state.saving
    ? 'Saving…'
    : settingsDirty(state)
      ? Object.keys(problems).length > 0
        ? 'Not saved: fix the fields marked below'
        : 'Unsaved changes'
      : state.hasDraft
        ? 'Saved to the draft, not published'
        : 'As shoppers see them';
  return (
    <section className="store-settings" aria-labelledby="store-settings-title">
      <h2 id="store-settings-title">Store settings</h2>
      <p className="draft-status" aria-live="polite">
        {status}
      </p>
      {state.error && (
        <p className="field-error" role="alert">
          {state.error}
        </p>
      )}
      <p className="help">
        Changes show in the preview at once. Shoppers see them when you press Publish.
      </p>
      <details open>
        <summary>Colours and type</summary>
        <ContrastWarnings warnings={warnings} />
        <SettingsForm
          group={FORM_GROUPS[0] as SettingsGroup}
          storefront={storefront}
          problems={problems}
        />
      </details>
      <details>
        <summary>Logo and favicon</summary>
        <LogoSettings token={token} storefront={storefront} />
        <FaviconSettings token={token} storefront={storefront} problems={problems} />
      </details>
      {FORM_GROUPS.slice(1).map((group) => (
        <details key={group.id}>
          <summary>{group.title}</summary>
          <SettingsForm group={group} storefront={storefront} problems={problems} />
        </details>
      ))}
      <details>
        <summary>Store mode</summary>
        <StoreMode storefront={storefront} problems={problems} />
      </details>
      {state.social && (
        <details>
          <summary>Social links</summary>
          <SocialSettings social={state.social} problems={problems} />
        </details>
      )}
      <details>
        <summary>Plugins and analytics</summary>
        <PluginSettings plugins={state.plugins} problems={problems} />
      </details>
      <button
        type="button"
        disabled={!state.hasDraft && !settingsDirty(state)}
        onClick={() => setDiscarding(true)}
      >
        Discard settings changes
      </button>
      <ConfirmDialog
        open={discarding}
        onOpenChange={setDiscarding}
        title="Discard the store settings changes?"
        description="The store settings go back to what shoppers see now."
        confirmLabel="Discard settings changes"
        danger
        onConfirm={() => {
          setDiscarding(false);
          void discardSettings(token);
        }}
      />
    </section>
  );
}
