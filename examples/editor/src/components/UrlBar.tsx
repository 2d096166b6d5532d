import { type FormEvent, useEffect, useState } from 'react';
import { parseParentMessage } from '../../../../editor-bridge/protocol.ts';
import { sendToStorefront } from '../bridge/use-storefront.ts';
import { STOREFRONT_URL } from '../config.ts';
import { useEditorStore } from '../state/editor-store.ts';

const NOT_A_PATH = 'Enter a page of the storefront, such as /about-us.';

/** The preview's address (`fullURL`); typing a path and pressing Go navigates there. */
export function UrlBar() {
  const url = useEditorStore((state) => state.location?.url ?? '');
  const connected = useEditorStore((state) => state.connection === 'connected');
  const [text, setText] = useState(url);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setText(url);
    setError(null);
  }, [url]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let path: string;
    try {
      const target = new URL(text.trim(), STOREFRONT_URL);
      if (target.origin !== new URL(STOREFRONT_URL).origin) return setError(NOT_A_PATH);
      path = target.pathname + target.search;
    } catch {
      return setError(NOT_A_PATH);
    }
    const message = parseParentMessage('navigatePage', { path });
    if (!message.ok) return setError(NOT_A_PATH);
    setError(null);
    sendToStorefront('navigatePage', message.data);
  };

  return (
    <form className="urlbar" onSubmit={submit} noValidate>
      <label htmlFor="preview-url">Preview URL</label>
      <input
        id="preview-url"
        type="text"
        inputMode="url"
        spellCheck={false}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'preview-url-error' : undefined}
      />
      <button type="submit" disabled={!connected}>
        Go
      </button>
      {error && (
        <p id="preview-url-error" className="field-error">
          {error}
        </p>
      )}
    </form>
  );
}
