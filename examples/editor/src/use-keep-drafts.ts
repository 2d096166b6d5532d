import { useEffect } from 'react';
import { hasUnsavedChanges, keepDrafts } from './state/draft-recovery.ts';

/**
 * Nothing typed is lost on leaving (issue 20): unsaved changes are kept in this browser and
 * offered back on the next visit, and leaving the editor with unsaved changes asks first.
 */
export function useKeepDrafts(): void {
  useEffect(() => {
    const stop = keepDrafts();
    const onLeave = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      // the browser asks "Leave site? Changes you made may not be saved."
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onLeave);
    return () => {
      window.removeEventListener('beforeunload', onLeave);
      stop();
    };
  }, []);
}
