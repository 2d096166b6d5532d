import { useId, useState } from 'react';
import type { Storefront } from '../../../../schemas/api/storefront.ts';
import { uploadImage } from '../admin-api.ts';
import { STOREFRONT_URL } from '../config.ts';
import {
  FAVICON_TYPES,
  faviconSizeProblem,
  withFavicon,
  withoutFavicon,
} from '../settings/favicon.ts';
import { imageSize } from '../settings/image-size.ts';
import { changeSettings } from '../settings/settings-store.ts';
import { notify } from '../state/editor-store.ts';

/**
 * The store's favicon (issue 25): a square picture uploaded through the uploads endpoint like the
 * logo, shown in the preview's tab icon at once and live with Publish.
 */
export function FaviconSettings({
  token,
  storefront,
  problems,
}: {
  token: string;
  storefront: Storefront;
  problems: Record<string, string[]>;
}) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const current = storefront.favicon.find((icon) => icon.rel === 'icon');
  // the API's complaints about the set (`favicon.0.href`…), shown here
  const refused = Object.entries(problems)
    .filter(([path]) => path === 'favicon' || path.startsWith('favicon.'))
    .flatMap(([, messages]) => messages);
  const message = error ?? (refused.length > 0 ? refused.join(' ') : null);

  const upload = async () => {
    setError(null);
    if (!file) return setError('Choose a square picture first.');
    setBusy(true);
    try {
      const size = await imageSize(file);
      const problem = faviconSizeProblem(size);
      if (problem) return setError(problem);
      const href = await uploadImage({ baseUrl: STOREFRONT_URL, token }, file);
      changeSettings({
        favicon: withFavicon(storefront.favicon, { href, type: file.type, ...size }),
      });
      notify({
        kind: 'success',
        text: 'Favicon uploaded: it is the preview’s tab icon, and live on Publish.',
      });
      setFile(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="logo-settings favicon-settings">
      <p className="help">
        Current favicon:{' '}
        {current ? (
          <>
            <img
              className="favicon-thumb"
              src={new URL(current.href, STOREFRONT_URL).href}
              alt=""
            />{' '}
            <code>{current.href}</code>
          </>
        ) : (
          'none (the browser’s default icon)'
        )}
      </p>
      <label htmlFor={`${id}-file`}>Favicon (a square PNG, JPEG, WebP or GIF, at most 2 MB)</label>
      <input
        id={`${id}-file`}
        type="file"
        accept={FAVICON_TYPES.join(',')}
        aria-invalid={message !== null}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      {message && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      )}
      <div className="button-row">
        <button type="button" disabled={busy} onClick={() => void upload()}>
          {busy ? 'Uploading…' : 'Upload favicon'}
        </button>
        {current && (
          <button
            type="button"
            className="button--link"
            onClick={() => changeSettings({ favicon: withoutFavicon(storefront.favicon) })}
          >
            Remove favicon
          </button>
        )}
      </div>
    </div>
  );
}
