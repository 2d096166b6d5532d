import { STOREFRONT_URL } from '../config.ts';
import { useEditorStore } from '../state/editor-store.ts';

/** Whether the storefront in the preview answered the editor (the postmate handshake). */
export function ConnectionStatus() {
  const connection = useEditorStore((state) => state.connection);
  const text =
    connection === 'connected'
      ? 'Connected'
      : connection === 'connecting'
        ? 'Connecting to the storefront…'
        : `The storefront at ${STOREFRONT_URL} did not answer. Check that it is running and that its EDITOR_ORIGINS includes ${window.location.origin}.`;
  return (
    <p role="status" className={`connection connection--${connection}`}>
      {text}
    </p>
  );
}
