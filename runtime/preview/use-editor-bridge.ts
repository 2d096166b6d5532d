// keeps an editor's early handshakes from the first moment (it does nothing when not framed)
import './early-handshakes.ts';
import { useEffect } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import type { BridgeLocation, EditorBridge } from './child.ts';
import type { EditorBridgeHandle } from './editor-bridge-handle.ts';

type Start = EditorBridgeHandle['startEditorBridge'];

// One bridge per page load, whatever re-renders or remounts happen.
let bridge: EditorBridge | 'starting' | null = null;
const host: {
  navigate: (path: string) => void;
  location: BridgeLocation;
  start?: Start | undefined;
} = {
  navigate: () => {},
  location: { pathname: '/', search: '', hash: '', key: 'default' },
};

function starterOf(matches: readonly { handle?: unknown }[]): Start | undefined {
  for (const { handle } of matches) {
    const start = (handle as Partial<EditorBridgeHandle> | undefined)?.startEditorBridge;
    if (start) return start;
  }
  return undefined;
}

/**
 * Starts the editor bridge when an allowed editor frames the shop (DESIGN §4): waits for the
 * editor's handshake (allowlist: the root loader's `editorOrigins`), then lets the page route's
 * `handle` download the bridge chunk. Shoppers download none of it, and a handshake that never
 * comes changes nothing. In the root layout, so error pages report navigations too.
 */
export function useEditorBridge(origins: readonly string[] | undefined): void {
  const navigate = useNavigate();
  const location = useLocation();
  const start = starterOf(useMatches());
  const allowed = origins?.join(',') ?? '';

  useEffect(() => {
    host.navigate = (path) => void navigate(path);
    host.location = location;
    host.start ??= start;
    if (bridge && bridge !== 'starting') bridge.navigated(location);
  }, [navigate, location, start]);

  useEffect(() => {
    // Not framed: a shopper's visit, nothing to watch and nothing more to download. Framed: the
    // handshake watch loads (postmate's parent repeats its handshake until the child answers).
    if (bridge || window.parent === window) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./detect.ts').then(({ watchForEditor }) => {
      if (cancelled) return;
      stop = watchForEditor(allowed ? allowed.split(',') : [], (handshake) => {
        bridge = 'starting';
        host
          .start?.({
            handshake,
            navigate: (to) => host.navigate(to),
            location: () => host.location,
          })
          .then(
            (started) => {
              bridge = started;
            },
            (error: unknown) => console.warn('[editor-bridge] could not start', error),
          );
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [allowed]);
}
