import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import type { BridgeLocation, EditorBridge } from '../../editor-bridge/child.ts';
import { watchForEditor } from '../../editor-bridge/detect.ts';

// One bridge per page load, whatever re-renders or remounts happen.
let bridge: EditorBridge | 'starting' | null = null;
const host: { navigate: (path: string) => void; location: BridgeLocation } = {
  navigate: () => {},
  location: { pathname: '/', search: '', hash: '', key: 'default' },
};

function editorOriginsOf(rootData: unknown): string[] {
  const origins = (rootData as { editorOrigins?: unknown } | undefined)?.editorOrigins;
  return Array.isArray(origins) ? origins.filter((o): o is string => typeof o === 'string') : [];
}

/**
 * Starts the editor bridge when an allowed editor frames the shop (DESIGN §4): listens for the
 * editor's handshake (allowlist from the root loader's `editorOrigins`), then downloads the bridge
 * chunk. Shoppers download none of it, and a handshake that never comes changes nothing. Lives in
 * the root layout so error pages keep reporting navigations too.
 */
export function useEditorBridge(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const allowed = editorOriginsOf(useRouteLoaderData('root')).join(',');

  useEffect(() => {
    host.navigate = (path) => void navigate(path);
    host.location = location;
    if (bridge && bridge !== 'starting') bridge.navigated(location);
  }, [navigate, location]);

  useEffect(() => {
    if (bridge) return;
    return watchForEditor(allowed ? allowed.split(',') : [], (handshake) => {
      bridge = 'starting';
      import('../../editor-bridge/child.ts')
        .then(({ startEditorBridge }) =>
          startEditorBridge({
            handshake,
            navigate: (path) => host.navigate(path),
            location: () => host.location,
          }),
        )
        .then(
          (started) => {
            bridge = started;
          },
          (error: unknown) => {
            bridge = null;
            console.warn('[editor-bridge] The editor bridge could not start.', error);
          },
        );
    });
  }, [allowed]);
}
