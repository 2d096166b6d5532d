import { useEffect } from 'react';
import { redo, undo } from './state/editor-store.ts';

/** Ctrl+Z (⌘Z) undoes, Ctrl+Shift+Z (⌘⇧Z) and Ctrl+Y redo, anywhere in the editor. */
export function useUndoShortcuts(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'z') {
        event.preventDefault();
        if (event.shiftKey) redo();
        else undo();
      } else if (key === 'y') {
        event.preventDefault();
        redo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
