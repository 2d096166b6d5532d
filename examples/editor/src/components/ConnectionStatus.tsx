import { retryPreview } from '../bridge/use-storefront.ts';
import { STOREFRONT_URL } from '../config.ts';
import { useEditorStore } from '../state/editor-store.ts';

/**
 * Whether the storefront in the preview answered the editor (the handshake). When it did not, the
 * editor says the preview is not connected and offers Retry, which loads the preview again.
 */
export function ConnectionStatus() {
  const connection = useEditorStore((state) => state.connection);
  if (connection !== 'no-answer') {
    return (
      <p role="status" className={`connection connection--${connection}`}>
        {connection === 'connected' ? 'Connected' : 'Connecting to the storefront…'}
      </p>
    );
  }
  return (
    <div className="connection connection--no-answer">
      <p role="status">
        The preview is not connected: the storefront at {STOREFRONT_URL} did not answer. Check that
        it is running and that its EDITOR_ORIGINS includes {window.location.origin}.
      </p>
      <button type="button" onClick={retryPreview}>
        Retry
      </button>
    </div>
  );
}
