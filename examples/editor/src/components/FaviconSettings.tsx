import { useId } from 'react';
import type { Storefront } from '../../../../schemas/api/storefront.ts';
import { STOREFRONT_URL } from '../config.ts';
import {
  FAVICON_TYPES,
  faviconSizeProblem,
  withFavicon,
  withoutFavicon,
} from '../settings/favicon.ts';
import { changeSettings } from '../settings/settings-store.ts';
import { useImageUpload } from '../settings/use-image-upload.ts';

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
  const { setFile, error, busy, upload: uploadFile } = useImageUpload(token);
  const current = storefront.favicon.find((icon) => icon.rel === 'icon');
  // the API's complaints about the set (`favicon.0.href`…), shown here
  const refused = Object.entries(problems)
    .filter(([path]) => path === 'favicon' || path.startsWith('favicon.'))
    .flatMap(([, messages]) => messages);
  const message = error ?? (refused.length > 0 ? refused.join(' ') : null);

  const upload = () =>
    uploadFile({
      missing: 'Choose a square picture first.',
      refuse: faviconSizeProblem,
      uploaded: (href, size, file) =>
        changeSettings({
          favicon: withFavicon(storefront.favicon, { href, type: file.type, ...size }),
        }),
      done: 'Favicon uploaded: it is the preview’s tab icon, and live on Publish.',
    });

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
